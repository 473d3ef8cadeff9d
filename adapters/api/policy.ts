import type { Wire } from './from-schema';
import { quoteSchema } from './quote';

const nullableString = { type: ['string', 'null'] } as const;

/** Payment method codes (docs/requirements.md §6.4): ISP card (or billed to the company), STD cheque, FIN financed. */
export const PAYMENT_METHOD_CODES = ['ISP', 'STD', 'FIN'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** The finance agreement a financed policy was bound with (docs/payments.md "Premium financing"). */
export const financePlanRecordSchema = {
  type: ['object', 'null'],
  description: 'the finance agreement of a financed policy (payment method FIN); null otherwise',
  required: ['option', 'down_payment', 'yearly_amount', 'installment_amount', 'installments', 'finance_charge', 'provider_reference', 'financed_at'],
  properties: {
    option: { type: 'string', enum: ['YEARLY', 'MONTHLY'] },
    down_payment: { type: 'number', description: 'paid when the agreement was accepted' },
    yearly_amount: { type: 'number', description: 'the year in all: the quote’s total plus the finance charge' },
    installment_amount: { type: 'number', description: 'each monthly instalment; 0 when yearly' },
    installments: { type: 'integer', description: 'monthly instalments after the down payment; 0 when yearly' },
    finance_charge: { type: 'number' },
    provider_reference: { type: 'string', description: 'the finance provider’s id of the agreement' },
    financed_at: { type: 'string', description: 'when the agreement was accepted (ISO 8601)' },
  },
} as const;

export const policySchema = {
  type: 'object',
  required: ['id', 'number', 'billing_account_number', 'status_code', 'payment_method_code', 'sponsor_billed', 'customer_number', 'quote_id', 'quote', 'named_insured'],
  properties: {
    id: { type: 'string' },
    number: { type: 'string' },
    billing_account_number: { type: 'string' },
    status_code: { type: ['string', 'null'], enum: ['ISSUED', 'RWL', 'VOID', null], description: 'null until paid or bound' },
    payment_method_code: { type: ['string', 'null'], enum: [...PAYMENT_METHOD_CODES, null], description: 'ISP card, STD cheque, FIN financed' },
    finance_plan: financePlanRecordSchema,
    sponsor_billed: { type: 'boolean', description: 'billed to the company the applicant is contracted with: issued paid, nothing to pay online' },
    customer_number: { type: 'string' },
    client: { type: 'string' },
    proposal_id: { type: 'string' },
    quote_id: { type: 'string' },
    quote: { ...quoteSchema, description: 'the quote the policy was issued from, as issued: its coverages, premium, taxes and fees (the policy summary, docs/requirements.md §6.6)' },
    named_insured: { ...nullableString, description: 'the legal name of the customer the policy belongs to; null when the customer has no record' },
    effective_date: nullableString,
    expiration_date: nullableString,
    premium: { type: 'number' },
    gross_amount: { type: 'number', description: 'premium + taxes + fees: what is paid' },
    today: { type: 'string', description: 'GET replies only: the server’s today (yyyy-MM-dd), the day the renewal window is read on (docs/server.md "Test clock")' },
  },
} as const;
export type Policy = Wire<typeof policySchema>;

/**
 * POST policies answers the policy's numbers and what is left to pay: a sponsor-billed policy is
 * issued paid (status_code ISSUED), any other waits for its payment (null).
 */
export const createdPolicySchema = {
  type: 'object',
  required: ['id', 'number', 'billing_account_number', 'status_code', 'payment_method_code', 'sponsor_billed'],
  properties: {
    id: { type: 'string' },
    number: { type: 'string' },
    billing_account_number: { type: 'string' },
    status_code: policySchema.properties.status_code,
    payment_method_code: policySchema.properties.payment_method_code,
    sponsor_billed: policySchema.properties.sponsor_billed,
  },
} as const;
export type CreatedPolicy = Wire<typeof createdPolicySchema>;

export const createPolicyBodySchema = {
  type: 'object',
  required: ['quote'],
  properties: {
    quote: {
      type: 'object',
      properties: { id: { type: 'string', maxLength: 100, description: 'the quote to issue; empty: the accepted quote, else the first' } },
    },
  },
} as const;
export type CreatePolicyBody = Wire<typeof createPolicyBodySchema>;

/** PUT policies/{id}: the payment method. */
export const updatePolicyBodySchema = {
  type: 'object',
  required: ['policy'],
  properties: {
    policy: {
      type: 'object',
      required: ['id', 'billing_information'],
      properties: {
        id: { type: 'string' },
        number: { type: 'string' },
        billing_account_number: { type: 'string' },
        billing_information: {
          type: 'object',
          required: ['payment_method_code'],
          properties: { payment_method_code: { type: 'string', enum: ['ISP', 'STD'], description: 'ISP card, STD cheque (financing: POST policies/{id}/finance)' } },
        },
      },
    },
  },
} as const;
export type UpdatePolicyBody = Wire<typeof updatePolicyBodySchema>;

/** POST policies/{id}/finance: the plan chosen; the amounts are the server's (adapters/finance). */
export const financeBodySchema = {
  type: 'object',
  required: ['option'],
  additionalProperties: false,
  properties: { option: { type: 'string', enum: ['YEARLY', 'MONTHLY'] } },
} as const;
export type FinanceBody = Wire<typeof financeBodySchema>;
