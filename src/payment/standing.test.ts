import { describe, expect, it } from 'vitest';
import { paymentStanding, isSettled } from './standing';

const policy = (status_code: 'ISSUED' | 'RWL' | 'VOID' | null, payment_method_code: 'ISP' | 'STD' | 'FIN' | null, sponsor_billed = false, option?: 'YEARLY' | 'MONTHLY') => ({
  status_code, payment_method_code, sponsor_billed,
  finance_plan: option ? { option, down_payment: 1, yearly_amount: 1, installment_amount: 0, installments: 0, finance_charge: 0, provider_reference: 'fin_1', financed_at: '2026-11-28T00:00:00Z' } : null,
});

describe('paymentStanding', () => {
  it.each([
    [policy(null, null), 'due'],
    [policy(null, 'ISP'), 'due'],
    [policy(null, 'STD'), 'cheque-due'],
    [policy('ISSUED', 'ISP'), 'card'],
    [policy('ISSUED', 'ISP', true), 'sponsor'],
    [policy('ISSUED', 'STD'), 'cheque'],
    [policy('ISSUED', 'FIN', false, 'MONTHLY'), 'financed-monthly'],
    [policy('ISSUED', 'FIN', false, 'YEARLY'), 'financed-yearly'],
    [policy('RWL', null), 'paid'],
    [policy('VOID', 'ISP'), 'void'],
  ] as const)('%o → %s', (p, standing) => {
    expect(paymentStanding(p)).toBe(standing);
  });

  it('only a paid or billed policy is settled', () => {
    expect(['card', 'sponsor', 'cheque', 'paid', 'financed-monthly', 'financed-yearly'].every((s) => isSettled(s as never))).toBe(true);
    expect(['due', 'cheque-due', 'void'].some((s) => isSettled(s as never))).toBe(false);
  });
});
