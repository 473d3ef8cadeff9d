import { describe, expect, it } from 'vitest';
import { financePlan, financeTermsOf } from './index';

const quote = (gross: number, taxes: number[]) => ({
  payment_options: [{ plan_desc: 'ANNUALLY' as const, payments: [{ gross_amount: gross, net_amount: gross, taxes: taxes.map((amount) => ({ amount, type_code: 'PST' })), fee: [] }] }],
});
const terms = { downPaymentPercent: 25, instalments: 10, annualRatePercent: 6 };

describe('financePlan', () => {
  it('yearly: the whole total now, nothing after', () => {
    expect(financePlan(quote(1130.5, [80.5]), terms, 'YEARLY')).toEqual({
      option: 'YEARLY', down_payment: 1130.5, yearly_amount: 1130.5, installment_amount: 0, installments: 0, finance_charge: 0,
    });
  });

  it('monthly: taxes and a quarter now, the rest with its charge in ten equal instalments', () => {
    // financeable 1050.00; share 262.50; financed 787.50; charge 787.50 × 6% × 10/12 = 39.375 → 39.38
    const plan = financePlan(quote(1130.5, [80.5]), terms, 'MONTHLY')!;
    expect(plan).toEqual({ option: 'MONTHLY', down_payment: 343.08, yearly_amount: 1169.88, installment_amount: 82.68, installments: 10, finance_charge: 39.38 });
    // what is paid adds up to the year, to the cent
    expect(Math.round(plan.down_payment * 100) + Math.round(plan.installment_amount * 100) * plan.installments).toBe(Math.round(plan.yearly_amount * 100));
  });

  it('is null when the quote has nothing to finance', () => {
    expect(financePlan({ payment_options: [] }, terms, 'MONTHLY')).toBeNull();
    expect(financePlan(quote(0, []), terms, 'YEARLY')).toBeNull();
  });
});

describe('financeTermsOf', () => {
  it('reads the configured terms and refuses nonsense', () => {
    expect(financeTermsOf({ financing: terms })).toEqual(terms);
    expect(financeTermsOf({ financing: false })).toBeNull();
    expect(financeTermsOf({})).toBeNull();
    expect(financeTermsOf({ financing: { ...terms, instalments: 0 } })).toBeNull();
    expect(financeTermsOf({ financing: { ...terms, downPaymentPercent: 100 } })).toBeNull();
  });
});
