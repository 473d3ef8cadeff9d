import type { Wire } from './from-schema';
import { ACTIONS, STATUSES } from '../status';

/** Staff status change: `type` is the action, e.g. ASSIGN_TO with csr_name; the transition table decides; `note` goes on the history. */
export const statusChangeBodySchema = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['ASSIGN_TO', 'APPROVE', 'REJECT', 'SEND_TO_CUSTOMER', 'STATUS_UPDATE', 'BOUND_MANUALLY', 'CANCELLED'] },
    status: { type: 'string', enum: [...STATUSES], description: 'STATUS_UPDATE: the new status' },
    csr_name: { type: 'string', minLength: 1, maxLength: 120, description: 'ASSIGN_TO: the CSR; default the caller' },
    note: { type: 'string', maxLength: 1000, description: 'the reviewer’s note, kept on the history (not with ASSIGN_TO, whose note is the CSR)' },
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

/** One change of the status history (GET proposals/{id}/events), oldest first. */
export const statusEventSchema = {
  type: 'object',
  required: ['from_status', 'to_status', 'action', 'actor', 'actor_name', 'at'],
  properties: {
    from_status: { type: ['string', 'null'], description: 'null for the first status, when the application was created' },
    to_status: { type: 'string', enum: [...STATUSES] },
    action: { type: 'string', description: `one of ${ACTIONS.join(', ')} (or CREATE)` },
    actor: { type: 'string', description: 'the login of who acted, or system' },
    actor_name: { type: ['string', 'null'], description: 'their name; null for the system' },
    at: { type: 'string', format: 'date-time' },
    note: { type: ['string', 'null'], description: 'as written: a person’s words, or the system’s codes (referral rules, the accepted quote’s id)' },
    note_text: { type: ['string', 'null'], description: 'the note as the reader reads it, in the caller’s language: referral rules by their labels, a quote by its limit' },
  },
} as const;
export type StatusEvent = Wire<typeof statusEventSchema>;
