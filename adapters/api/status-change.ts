import type { Wire } from './from-schema';
import { STATUSES } from '../status';

/** Staff status change: `type` is the action, e.g. ASSIGN_TO with csr_name; the transition table decides. */
export const statusChangeBodySchema = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['ASSIGN_TO', 'APPROVE', 'REJECT', 'SEND_TO_CUSTOMER', 'STATUS_UPDATE', 'BOUND_MANUALLY', 'CANCELLED'] },
    status: { type: 'string', enum: [...STATUSES], description: 'STATUS_UPDATE: the new status' },
    csr_name: { type: 'string', minLength: 1, maxLength: 120, description: 'ASSIGN_TO: the CSR; default the caller' },
  },
} as const;
export type StatusChangeBody = Wire<typeof statusChangeBodySchema>;

/** PATCH quote: the quote the applicant accepts (or switches to). */
export const acceptQuoteBodySchema = {
  type: 'object',
  required: ['quote'],
  additionalProperties: false,
  properties: {
    quote: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 100 } } },
  },
} as const;
export type AcceptQuoteBody = Wire<typeof acceptQuoteBodySchema>;
