import { errorResponses } from '../errors/schemas';
import { ACTIONS, STATUSES } from '../../adapters/status';

/** The status history; staff and the owner read it (the browser does not), so it stays with the actions it names. */
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
