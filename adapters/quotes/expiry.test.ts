/** Quote expiry (docs/requirements.md §5.9). */
import { describe, expect, it } from 'vitest';
import { isQuoteExpired, quoteDaysLeft, type QuoteExpiryFacts } from './expiry';

const settings = { quoteExpiryDays: 30, renewalExpiryDays: 60, statuses: ['QUOTED', 'QUOTE_ACCEPTED', 'CSR_APPROVED'] };
const quoted = (over: Partial<QuoteExpiryFacts> = {}): QuoteExpiryFacts => ({ status: 'QUOTED', type: 'NEW', quotedOn: '2026-11-01', approvedOn: null, ...over });

describe('quote days left', () => {
  it('counts a new application’s quote from the day it was given', () => {
    expect(quoteDaysLeft(quoted(), settings, '2026-11-01')).toBe(30);
    expect(quoteDaysLeft(quoted(), settings, '2026-11-21')).toBe(10);
    expect(quoteDaysLeft(quoted({ status: 'QUOTE_ACCEPTED' }), settings, '2026-11-30')).toBe(1);
  });

  it('reaches 0 on the last day and never goes below: 0 is expired', () => {
    expect(quoteDaysLeft(quoted(), settings, '2026-12-01')).toBe(0);
    expect(quoteDaysLeft(quoted(), settings, '2027-03-01')).toBe(0);
    expect(isQuoteExpired(0)).toBe(true);
    expect(isQuoteExpired(1)).toBe(false);
    expect(isQuoteExpired(null)).toBe(false);
  });

  it('counts an approved application from its approval day', () => {
    expect(quoteDaysLeft(quoted({ status: 'CSR_APPROVED', quotedOn: '2026-10-01', approvedOn: '2026-11-20' }), settings, '2026-11-27')).toBe(23);
  });

  it('counts a renewal from the later of the quote day and its coverage begin date, with the renewal number of days', () => {
    expect(quoteDaysLeft(quoted({ type: 'RENEWAL', coverageBeginDate: '2026-12-15' }), settings, '2026-11-27')).toBe(78);
    expect(quoteDaysLeft(quoted({ type: 'RENEWAL', coverageBeginDate: '2026-10-15' }), settings, '2026-11-27')).toBe(34);
    expect(quoteDaysLeft(quoted({ type: 'QUICK_RENEWAL', coverageBeginDate: 'not a date' }), settings, '2026-11-27')).toBe(34);
  });

  it('does not apply in other statuses or without a day to count from', () => {
    expect(quoteDaysLeft(quoted({ status: 'IN_PROGRESS' }), settings, '2026-11-27')).toBeNull();
    expect(quoteDaysLeft(quoted({ status: 'POLICY_ISSUED' }), settings, '2026-11-27')).toBeNull();
    expect(quoteDaysLeft(quoted({ quotedOn: null }), settings, '2026-11-27')).toBeNull();
    expect(quoteDaysLeft(quoted({ status: 'CSR_APPROVED', approvedOn: null }), settings, '2026-11-27')).toBeNull();
  });

  it('counts across a month and a year end by calendar days', () => {
    expect(quoteDaysLeft(quoted({ quotedOn: '2026-12-20' }), settings, '2027-01-05')).toBe(14);
  });
});
