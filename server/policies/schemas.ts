import { errorResponses } from '../errors/schemas';

const nullableString = { type: ['string', 'null'] } as const;

export const policySchema = {
  type: 'object',
  required: ['id', 'number', 'billing_account_number', 'status_code', 'payment_method_code', 'customer_number', 'quote_id'],
  properties: {
    id: { type: 'string' },
    number: { type: 'string' },
    billing_account_number: { type: 'string' },
    status_code: { type: ['string', 'null'], enum: ['ISSUED', 'RWL', 'VOID', null], description: 'null until paid or bound' },
    payment_method_code: { type: ['string', 'null'], enum: ['ISP', 'STD', null], description: 'ISP card, STD cheque' },
    customer_number: { type: 'string' },
    client: { type: 'string' },
    proposal_id: { type: 'string' },
    quote_id: { type: 'string' },
    effective_date: nullableString,
    expiration_date: nullableString,
    premium: { type: 'number' },
    gross_amount: { type: 'number', description: 'premium + taxes + fees: what is paid' },
  },
} as const;

export const createBody = {
  type: 'object',
  required: ['quote'],
  properties: {
    quote: {
      type: 'object',
      properties: { id: { type: 'string', maxLength: 100, description: 'the quote to issue; empty: the accepted quote, else the first' } },
    },
  },
} as const;

export const createReply = {
  201: { type: 'object', required: ['id', 'number', 'billing_account_number'], properties: { id: { type: 'string' }, number: { type: 'string' }, billing_account_number: { type: 'string' } } },
  200: { type: 'object', required: ['id', 'number', 'billing_account_number'], properties: { id: { type: 'string' }, number: { type: 'string' }, billing_account_number: { type: 'string' } } },
  ...errorResponses(400, 401, 403, 404, 409),
} as const;

export const updateBody = {
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
          properties: { payment_method_code: { type: 'string', enum: ['ISP', 'STD'], description: 'ISP card, STD cheque' } },
        },
      },
    },
  },
} as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
export const customerHeaders = { type: 'object', properties: { customer_number: { type: 'string', maxLength: 40 } } } as const;
export const policyReply = { 200: policySchema, ...errorResponses(400, 401, 403, 404, 409) } as const;
export const listReply = { 200: { type: 'array', items: policySchema }, ...errorResponses(400, 401, 403) } as const;
