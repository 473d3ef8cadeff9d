import { describe, expect, it } from 'vitest';
import { canRenewOn, renewalPeriodOf, renewalWindow } from './renewal-window';

const period = { renewalDaysBefore: 60, renewalDaysAfter: 30 };

describe('renewalWindow', () => {
  it('opens renewalDaysBefore days before the expiry date and closes renewalDaysAfter days after it', () => {
    expect(renewalWindow('2027-07-01', period, '2027-05-01')).toEqual({ opens: '2027-05-02', closes: '2027-07-31', when: 'before' });
  });

  it('includes both edge days', () => {
    expect(canRenewOn('2027-07-01', period, '2027-05-01')).toBe(false);
    expect(canRenewOn('2027-07-01', period, '2027-05-02')).toBe(true);
    expect(canRenewOn('2027-07-01', period, '2027-07-01')).toBe(true);
    expect(canRenewOn('2027-07-01', period, '2027-07-31')).toBe(true);
    expect(canRenewOn('2027-07-01', period, '2027-08-01')).toBe(false);
    expect(renewalWindow('2027-07-01', period, '2027-08-01')?.when).toBe('after');
  });

  it('counts calendar days across a leap day and a year end', () => {
    expect(renewalWindow('2028-03-01', { renewalDaysBefore: 1, renewalDaysAfter: 0 }, '2028-02-29')).toEqual({ opens: '2028-02-29', closes: '2028-03-01', when: 'open' });
    expect(renewalWindow('2026-12-31', { renewalDaysBefore: 0, renewalDaysAfter: 1 }, '2027-01-01')).toEqual({ opens: '2026-12-31', closes: '2027-01-01', when: 'open' });
  });

  it('a window of zero days is the expiry day alone', () => {
    const zero = { renewalDaysBefore: 0, renewalDaysAfter: 0 };
    expect(canRenewOn('2027-07-01', zero, '2027-06-30')).toBe(false);
    expect(canRenewOn('2027-07-01', zero, '2027-07-01')).toBe(true);
    expect(canRenewOn('2027-07-01', zero, '2027-07-02')).toBe(false);
  });

  it('has no window without a real expiry date or today', () => {
    expect(renewalWindow(null, period, '2027-07-01')).toBeNull();
    expect(renewalWindow('2027-02-30', period, '2027-02-01')).toBeNull();
    expect(renewalWindow('2027-07-01', period, '01/07/2027')).toBeNull();
    expect(canRenewOn(undefined, period, '2027-07-01')).toBe(false);
  });
});

describe('renewalPeriodOf', () => {
  it('reads the configured days', () => {
    expect(renewalPeriodOf({ renewalPeriod: { renewalDaysBefore: 90, renewalDaysAfter: 0 } })).toEqual({ renewalDaysBefore: 90, renewalDaysAfter: 0 });
  });

  it('falls back to 60 before / 30 after for a missing or malformed number', () => {
    expect(renewalPeriodOf(undefined)).toEqual({ renewalDaysBefore: 60, renewalDaysAfter: 30 });
    expect(renewalPeriodOf({ renewalPeriod: { renewalDaysBefore: -1, renewalDaysAfter: 1.5 } })).toEqual({ renewalDaysBefore: 60, renewalDaysAfter: 30 });
  });
});
