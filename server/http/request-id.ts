import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isRequestId, requestIdFrom } from '../../adapters/api/request-id';

/**
 * Fastify's `genReqId`: the browser's `request_id` header when it is one (40 letters, digits or
 * hyphens, docs/requirements.md §12.2), else a new one, so every log line of a call carries the id
 * the browser and the support team see (docs/server.md "Logs").
 */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers.request_id;
  return isRequestId(sent) ? sent : requestIdFrom(randomUUID(), randomUUID());
}
