import { errorResponses } from '../errors/schemas';
import { statusEventSchema } from '../../adapters/api';

/** The status history; staff and the owner read it (the CSR review page shows it). */
export const eventsReply = {
  200: { type: 'array', items: statusEventSchema },
  ...errorResponses(400, 401, 403, 404),
} as const;
