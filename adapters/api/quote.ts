import type { Wire } from './from-schema';

/** Taxes and fees: an amount by type code. */
const codedAmounts = {
  type: 'array',
  items: { type: 'object', required: ['type_code', 'amount'], properties: { type_code: { type: 'string' }, amount: { type: 'number' } } },
} as const;

/** A limit of a coverage: its amount, what it applies to (EACH_CLAIM, AGGREGATE …) and the amount in words. */
const limitSchema = {
  type: 'object',
  required: ['amount', 'applies_to_code', 'text'],
  properties: {
    amount: { type: 'number' },
    applies_to_code: { type: 'string' },
    text: { type: 'string', description: 'the amount as money in the proposal’s language, e.g. $1,000,000' },
  },
} as const;

/** One insured aircraft's sub-coverages (hull, liability), each with its limit amounts and premium. */
const vehicleSchema = {
  type: 'object',
  required: ['registration_number', 'coverage'],
  properties: {
    registration_number: { type: 'string' },
    coverage: {
      type: 'array',
      items: {
        type: 'object',
        required: ['plan_name', 'limit', 'full_premium'],
        properties: {
          plan_name: { type: 'string' },
          limit: { type: 'array', items: { type: 'object', required: ['amount'], properties: { amount: { type: 'number' } } } },
          full_premium: { type: 'number' },
        },
      },
    },
  },
} as const;

/** What the broker is paid by the insurer on a coverage (aviation plans): the quote page discloses it. */
const commissionSchema = {
  type: 'object',
  required: ['insurer', 'rate', 'amount'],
  properties: {
    insurer: { type: 'string', description: 'the insurer the coverage is placed with' },
    rate: { type: 'number', description: 'share of the coverage’s premium, 0.15 is 15 %' },
    amount: { type: 'number', description: 'full_premium × rate, rounded to cents' },
  },
} as const;

const coverageSchema = {
  type: 'object',
  required: ['plan_name', 'full_premium', 'limit', 'deductible', 'coverage_option'],
  properties: {
    plan_name: { type: 'string' },
    full_premium: { type: 'number' },
    limit: { type: 'array', items: limitSchema },
    deductible: {
      type: 'array',
      items: { type: 'object', required: ['amount', 'type_code'], properties: { amount: { type: 'number' }, type_code: { type: 'string' } } },
    },
    coverage_option: {
      type: 'array',
      items: { type: 'object', required: ['type_code', 'value'], properties: { type_code: { type: 'string' }, value: { type: 'string' } } },
    },
    vehicle: { type: 'array', items: vehicleSchema, description: 'aircraft programs: the coverages rated per aircraft' },
    commission: { ...commissionSchema, description: 'the broker’s commission on this coverage, when the rating plan gives one (aviation)' },
  },
} as const;

const paymentSchema = {
  type: 'object',
  required: ['taxes', 'fee', 'gross_amount', 'net_amount'],
  properties: {
    taxes: codedAmounts,
    fee: codedAmounts,
    gross_amount: { type: 'number', description: 'premium + taxes + fees' },
    net_amount: { type: 'number', description: 'premium' },
  },
} as const;

/** One quote of the rating: one per offered limit, its coverages, and what is paid. */
export const quoteSchema = {
  type: 'object',
  required: ['id', 'parent_entity_id', 'line_of_business_code', 'full_premium_amount', 'product', 'payment_options'],
  properties: {
    id: { type: 'string' },
    parent_entity_id: { type: 'string', description: 'the proposal’s id' },
    line_of_business_code: { type: 'string' },
    full_premium_amount: { type: 'number', description: 'sum of the coverages’ premiums, before taxes and fees' },
    product: {
      type: 'array',
      items: { type: 'object', required: ['type_code', 'coverage'], properties: { type_code: { type: 'string' }, coverage: { type: 'array', items: coverageSchema } } },
    },
    payment_options: {
      type: 'array',
      items: {
        type: 'object',
        required: ['plan_desc', 'payments'],
        properties: { plan_desc: { type: 'string', enum: ['ANNUALLY'] }, payments: { type: 'array', items: paymentSchema } },
      },
    },
  },
} as const;

/** `proposal.quotes[]` holds these: the quote's id beside the quote (what PATCH quote and POST policies take). */
export const quoteWrapperSchema = {
  type: 'object',
  required: ['id', 'quote'],
  properties: { id: { type: 'string' }, quote: quoteSchema },
} as const;

export type QuoteWrapper = Wire<typeof quoteWrapperSchema>;
export type Quote = QuoteWrapper['quote'];
export type QuoteProduct = Quote['product'][number];
export type QuoteCoverage = QuoteProduct['coverage'][number];
export type QuoteLimit = QuoteCoverage['limit'][number];
export type QuoteDeductible = QuoteCoverage['deductible'][number];
export type QuoteCoverageOption = QuoteCoverage['coverage_option'][number];
export type QuoteVehicle = NonNullable<QuoteCoverage['vehicle']>[number];
export type QuoteCommission = NonNullable<QuoteCoverage['commission']>;
export type QuotePaymentOption = Quote['payment_options'][number];
export type QuotePayment = QuotePaymentOption['payments'][number];
