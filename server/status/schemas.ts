import { errorResponses } from '../errors/schemas';
import { ACTIONS, STATUSES } from './statuses';

/** Staff status change (docs/requirements.md §8.3): request `type` is the action, e.g. ASSIGN_TO with csr_name. */
export const statusChangeBody = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['ASSIGN_TO', 'APPROVE', 'REJECT', 'SEND_TO_CUSTOMER', 'STATUS_UPDATE', 'BOUND_MANUALLY', 'CANCELLED'] },
    status: { type: 'string', enum: [...STATUSES], description: 'STATUS_UPDATE: the new status' },
    csr_name: { type: 'string', minLength: 1, maxLength: 120, description: 'ASSIGN_TO: the CSR; default the caller' },
  },
} as const;

export const acceptQuoteBody = {
  type: 'object',
  required: ['quote'],
  additionalProperties: false,
  properties: {
    quote: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 100 } } },
  },
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

export const revisionHeaders = {
  type: 'object',
  required: ['revision'],
  properties: {
    revision: { type: 'string', pattern: '^[1-9][0-9]*$', description: 'progress_states_revision the change is based on' },
    customer_number: { type: 'string', maxLength: 40 },
  },
} as const;

export const eventsReply = {
  200: {
    type: 'array',
    items: {
      type: 'object',
      required: ['from_status', 'to_status', 'action', 'actor', 'at'],
      properties: {
        from_status: { type: ['string', 'null'] },
        to_status: { type: 'string', enum: [...STATUSES] },
        action: { type: 'string', description: `one of ${ACTIONS.join(', ')} (or CREATE)` },
        actor: { type: 'string' },
        at: { type: 'string', format: 'date-time' },
        note: { type: ['string', 'null'] },
      },
    },
  },
  ...errorResponses(401, 403, 404),
} as const;
