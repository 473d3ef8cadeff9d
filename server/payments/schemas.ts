import { errorResponses } from '../errors/schemas';
import { PROGRESS_CODES } from './db-types';

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
    failure_code: { type: ['string', 'null'], description: 'card_declined, insufficient_funds, expired_card' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
} as const;

const transactionId = { type: 'string', format: 'uuid' } as const;

export const saveBody = {
  type: 'object',
  required: ['policy_id'],
  additionalProperties: false,
  properties: { policy_id: { type: 'string', format: 'uuid' } },
} as const;

export const updateBody = {
  type: 'object',
  required: ['transaction_id'],
  additionalProperties: false,
  properties: {
    transaction_id: transactionId,
    progress_code: { type: 'string', enum: ['PAYMENT_CANCEL'], description: 'cancel instead of charging' },
    card: {
      type: 'object',
      required: ['number', 'expiry_month', 'expiry_year', 'cvc'],
      additionalProperties: false,
      properties: {
        number: { type: 'string', minLength: 12, maxLength: 23, pattern: '^[0-9 -]+$', description: 'used for this charge only; never stored' },
        expiry_month: { type: 'integer', minimum: 1, maximum: 12 },
        expiry_year: { type: 'integer', minimum: 2000, maximum: 2100 },
        cvc: { type: 'string', pattern: '^[0-9]{3,4}$' },
      },
    },
  },
  oneOf: [{ required: ['progress_code'] }, { required: ['card'] }],
} as const;

export const getBody = {
  type: 'object',
  required: ['transaction_id'],
  additionalProperties: false,
  properties: { transaction_id: transactionId },
} as const;

export const transactionReply = { 200: transactionSchema, 201: transactionSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 500) } as const;
