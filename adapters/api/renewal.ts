import type { Wire } from './from-schema';

/**
 * POST /policies/{id}/renewal's optional body (docs/requirements.md §2.11): which renewal the customer
 * chose on the Renew button's card list. Without a body, or without `type`, the regular renewal.
 */
export const renewalBodySchema = {
  type: 'object',
  additionalProperties: false,
  // refused, not silently dropped (the server's ajv removes additional properties): a misspelt choice is not a regular renewal
  propertyNames: { enum: ['type'] },
  properties: {
    type: { type: 'string', enum: ['RENEWAL', 'QUICK_RENEWAL'], description: 'RENEWAL (default): every page again; QUICK_RENEWAL: the quick renewal’s own pages' },
  },
} as const;
export type RenewalBody = Wire<typeof renewalBodySchema>;
