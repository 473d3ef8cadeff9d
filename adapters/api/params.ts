import type { Wire } from './from-schema';

/** `/{id}` of a proposal, policy or status route. */
export const idParamsSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
export type IdParams = Wire<typeof idParamsSchema>;

/**
 * A customer number as the portal issues them (letters, digits, hyphens, at most 20): what a
 * `/{customerNumber}` route accepts and what a csr-review link's decoded parameter must be.
 */
export const CUSTOMER_NUMBER_PATTERN = '^[A-Za-z0-9-]{1,20}$';

/** `/{customerNumber}` of a route that reads a customer's application. */
export const customerNumberParamsSchema = {
  type: 'object',
  required: ['customerNumber'],
  properties: { customerNumber: { type: 'string', pattern: CUSTOMER_NUMBER_PATTERN } },
} as const;
export type CustomerNumberParams = Wire<typeof customerNumberParamsSchema>;
