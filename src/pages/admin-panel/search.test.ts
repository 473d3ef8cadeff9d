import { describe, expect, it } from 'vitest';
import { readOnlyField, searchOf } from './search';

describe('the admin search', () => {
  it('searches by the e-mail when filled, else by the customer number, trimmed', () => {
    expect(searchOf(' ann@example.com ', '')).toEqual({ search: { email: 'ann@example.com' } });
    expect(searchOf('', ' C100007 ')).toEqual({ search: { customer_number: 'C100007' } });
  });
  it('names what is wrong: nothing given, a malformed e-mail or customer number', () => {
    expect(searchOf('', '  ')).toEqual({ problem: 'needOne', field: 'email' });
    expect(searchOf('ann.example.com', '')).toEqual({ problem: 'emailInvalid', field: 'email' });
    expect(searchOf('', 'C 1')).toEqual({ problem: 'customerNumberInvalid', field: 'customerNumber' });
  });
  it('makes the other field read-only while one has a value', () => {
    expect(readOnlyField('', '')).toBeNull();
    expect(readOnlyField('a', '')).toBe('customerNumber');
    expect(readOnlyField('', '1')).toBe('email');
  });
});
