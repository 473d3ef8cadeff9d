import type { Quote } from '../../../adapters/api';

/**
 * An accountant's policy as GET /policies/{id} answers it, issued from this quote: professional
 * liability $1,000,000 per claim and in total, a $5,000 deductible, tax audit fee insurance; premium
 * 1200 + Ontario tax 69 + policy fee 25 = 1294. `overrides` set the payment's state.
 */
export const ACCOUNTANT_QUOTE = {
  id: 'q-1m', parent_entity_id: 'p1', line_of_business_code: 'accountant', full_premium_amount: 1200,
  product: [{ type_code: 'ACCOUNTANT_PL', coverage: [
    {
      plan_name: 'Professional Liability', full_premium: 1100, coverage_option: [],
      limit: [{ amount: 1000000, applies_to_code: 'EACH_CLAIM', text: '$1,000,000' }, { amount: 1000000, applies_to_code: 'AGGREGATE', text: '$1,000,000' }],
      deductible: [{ amount: 5000, type_code: 'EACH_CLAIM' }],
    },
    { plan_name: 'Tax Audit Fee Insurance', full_premium: 100, coverage_option: [], limit: [{ amount: 10000, applies_to_code: 'AGGREGATE', text: '$10,000' }], deductible: [] },
  ] }],
  payment_options: [{ plan_desc: 'ANNUALLY', payments: [{ taxes: [{ type_code: 'ON_RST', amount: 69 }], fee: [{ type_code: 'POLICY_FEE', amount: 25 }], net_amount: 1200, gross_amount: 1294 }] }],
} satisfies Quote;

export const accountantPolicy = (overrides: Record<string, unknown> = {}) => ({
  id: 'pol-1', number: 'ACC-100001', billing_account_number: 'BA-1', status_code: null, payment_method_code: null, sponsor_billed: false,
  customer_number: 'C100002', quote_id: 'q-1m', quote: ACCOUNTANT_QUOTE, named_insured: 'Benoît Comptable',
  effective_date: '2026-12-01', expiration_date: '2027-12-01', premium: 1200, gross_amount: 1294,
  ...overrides,
});
