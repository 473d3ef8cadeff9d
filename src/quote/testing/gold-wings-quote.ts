import type { Quote } from '../../../adapters/api';

/**
 * A gold wings (hull) quote as the rating sends it: hull and liability per aircraft under the
 * combined coverage, Ontario tax and the policy fee, and the commission of each coverage
 * (10390 × 15 % = 1558.50; 95 × 12.5 % = 11.875 → 11.88).
 */
export const GOLD_WINGS_QUOTE = {
  id: 'gw-2m', line_of_business_code: 'aircrafthull', full_premium_amount: 10485,
  product: [{ type_code: 'AIRCRAFT_HULL_LIABILITY', coverage: [
    {
      plan_name: 'Combined Single Bodily Injury Including Passengers', full_premium: 10390,
      limit: [{ amount: 2000000, applies_to_code: 'EACH_OCCURRENCE' }], deductible: [{ amount: 1000, type_code: 'HULL_EACH_LOSS' }],
      commission: { insurer: 'Aurora Aviation Insurance Company', rate: 0.15, amount: 1558.5 },
      vehicle: [
        { registration_number: 'C-GABC', coverage: [{ plan_name: 'Hull', full_premium: 6250, limit: [{ amount: 250000 }] }, { plan_name: 'Liability', full_premium: 570, limit: [{ amount: 2000000 }] }] },
        { registration_number: 'C-FXYZ', coverage: [{ plan_name: 'Hull', full_premium: 3000, limit: [{ amount: 120000 }] }, { plan_name: 'Liability', full_premium: 570, limit: [{ amount: 2000000 }] }] },
      ],
    },
    { plan_name: 'Cyber Coverage', full_premium: 95, limit: [{ amount: 50000, applies_to_code: 'AGGREGATE' }], deductible: [], commission: { insurer: 'Northstar Specialty Insurance Company', rate: 0.125, amount: 11.88 } },
  ] }],
  payment_options: [{ plan_desc: 'ANNUALLY', payments: [{ taxes: [{ type_code: 'ON_RST', amount: 838.8 }], fee: [{ type_code: 'POLICY_FEE', amount: 25 }], net_amount: 10485, gross_amount: 11348.8 }] }],
} as unknown as Quote;
