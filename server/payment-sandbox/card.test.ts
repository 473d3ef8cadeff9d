import { describe, expect, it } from 'vitest';
import { cardBrand, isExpired, luhnValid, normalizeCardNumber } from './card';

describe('card helpers', () => {
  it('checks Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
    expect(luhnValid('42424242424242a2')).toBe(false);
  });
  it('names brands and drops typed spaces and dashes', () => {
    expect(normalizeCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('unknown');
  });
  it('expires after the last day of the expiry month', () => {
    const today = new Date('2026-05-15T12:00:00Z');
    expect(isExpired(5, 2026, today)).toBe(false);
    expect(isExpired(4, 2026, today)).toBe(true);
    expect(isExpired(1, 2025, today)).toBe(true);
  });
});
