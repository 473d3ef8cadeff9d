import { errorReplySchema, HTTP_STATUS_TEXT } from '../../adapters/api';

/** `response: { 200: ..., ...errorResponses(400, 403) }`: the error reply of adapters/api under each status. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorReplySchema & { description: string }> {
  return Object.fromEntries(statuses.map((s) => [s, { ...errorReplySchema, description: HTTP_STATUS_TEXT[s] ?? 'Error' }]));
}
