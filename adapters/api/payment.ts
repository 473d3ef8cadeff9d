import type { Wire } from './from-schema';

/** The states of a transaction (docs/payments.md "States of a transaction"). */
export const PROGRESS_CODES = [
  'PAYMENT_STARTED', 'PAYMENT_PROCESSING', 'PAYMENT_FAILURE', 'PAYMENT_SUCCESS', 'PAYMENT_CANCEL', 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED',
] as const;
export type ProgressCode = (typeof PROGRESS_CODES)[number];

/** Where the browser frames the provider's card fields. */
export const hostedFieldsSchema = {
  type: 'object',
  description: 'savePaymentTransaction of an open transaction: the provider’s card fields to frame (docs/payments.md)',
  required: ['url', 'origin'],
  properties: { url: { type: 'string' }, origin: { type: 'string', description: 'the origin the frame’s messages must come from' } },
} as const;
export type HostedFields = Wire<typeof hostedFieldsSchema>;

/** A payment transaction as the payment routes answer it (also under `transaction` of their 402, 409 and 500 replies). */
export const transactionSchema = {
  type: 'object',
  required: ['id', 'policy_id', 'amount', 'currency', 'payment_method', 'progress_code'],
  properties: {
    id: { type: 'string' },
    policy_id: { type: 'string' },
    amount: { type: 'number', description: 'gross amount of the policy (premium + taxes + fees)' },
    currency: { type: 'string' },
    payment_method: { type: 'string', enum: ['CREDIT_CARD', 'CHEQUE', 'FINANCING'] },
    progress_code: { type: 'string', enum: [...PROGRESS_CODES] },
    card_brand: { type: ['string', 'null'] },
    card_last4: { type: ['string', 'null'] },
    failure_code: {
      type: ['string', 'null'],
      description: 'declines: card_declined, insufficient_funds, expired_card; token problems: token_invalid, token_used, token_expired; provider_error',
    },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    hosted_fields: hostedFieldsSchema,
  },
} as const;
export type PaymentTransaction = Wire<typeof transactionSchema>;

const transactionId = { type: 'string', format: 'uuid' } as const;

/** savePaymentTransaction: start (or resume) the card payment of a policy. */
export const startPaymentBodySchema = {
  type: 'object',
  required: ['policy_id'],
  additionalProperties: false,
  properties: { policy_id: { type: 'string', format: 'uuid' } },
} as const;
export type StartPaymentBody = Wire<typeof startPaymentBodySchema>;

/** updatePaymentTransaction: charge the hosted fields' token, or cancel. */
export const updatePaymentBodySchema = {
  type: 'object',
  required: ['transaction_id'],
  additionalProperties: false,
  properties: {
    transaction_id: transactionId,
    progress_code: { type: 'string', enum: ['PAYMENT_CANCEL'], description: 'cancel instead of charging' },
    token: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      pattern: '^[A-Za-z0-9_-]+$',
      description: 'the single-use token of the provider’s hosted card fields; card numbers are refused (400)',
    },
  },
  oneOf: [{ required: ['progress_code'] }, { required: ['token'] }],
} as const;
export type UpdatePaymentBody = Wire<typeof updatePaymentBodySchema>;

/** getPaymentTransaction */
export const getPaymentBodySchema = {
  type: 'object',
  required: ['transaction_id'],
  additionalProperties: false,
  properties: { transaction_id: transactionId },
} as const;
export type GetPaymentBody = Wire<typeof getPaymentBodySchema>;
