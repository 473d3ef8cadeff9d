import { describe, expect, it } from 'vitest';
import { paymentStanding, isSettled } from './standing';

const policy = (status_code: 'ISSUED' | 'RWL' | 'VOID' | null, payment_method_code: 'ISP' | 'STD' | null, sponsor_billed = false) => ({ status_code, payment_method_code, sponsor_billed });

describe('paymentStanding', () => {
  it.each([
    [policy(null, null), 'due'],
    [policy(null, 'ISP'), 'due'],
    [policy(null, 'STD'), 'cheque-due'],
    [policy('ISSUED', 'ISP'), 'card'],
    [policy('ISSUED', 'ISP', true), 'sponsor'],
    [policy('ISSUED', 'STD'), 'cheque'],
    [policy('RWL', null), 'paid'],
    [policy('VOID', 'ISP'), 'void'],
  ] as const)('%o → %s', (p, standing) => {
    expect(paymentStanding(p)).toBe(standing);
  });

  it('only a paid or billed policy is settled', () => {
    expect(['card', 'sponsor', 'cheque', 'paid'].every((s) => isSettled(s as never))).toBe(true);
    expect(['due', 'cheque-due', 'void'].some((s) => isSettled(s as never))).toBe(false);
  });
});
