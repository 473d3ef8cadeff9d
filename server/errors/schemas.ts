import { HTTP_STATUS_TEXT } from '../../adapters/api';

/** The one error reply shape (spec 002 §3.14): status, error (status text), message, code, messageList?. */
export const errorReplySchema = {
  type: 'object',
  required: ['status', 'error', 'message', 'code'],
  properties: {
    status: { type: 'integer', description: 'HTTP status' },
    error: { type: 'string', description: 'status text, e.g. Bad Request' },
    message: { type: 'string', description: 'what went wrong, in the caller’s language' },
    code: { type: 'integer', description: 'error code for the catalogue lookup; 0 when none' },
    messageList: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'label', 'message'],
        properties: { field: { type: 'string' }, label: { type: 'string' }, message: { type: 'string' } },
      },
    },
    current_revision: { type: 'integer', description: '409 only: the revision now stored' },
  },
  additionalProperties: true,
} as const;

/** `response: { 200: ..., ...errorResponses(400, 403) }` */
export function errorResponses(...statuses: number[]): Record<number, typeof errorReplySchema & { description: string }> {
  return Object.fromEntries(statuses.map((s) => [s, { ...errorReplySchema, description: HTTP_STATUS_TEXT[s] ?? 'Error' }]));
}
