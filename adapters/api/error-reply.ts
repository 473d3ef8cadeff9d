import type { Wire } from './from-schema';

/** One rejected field of a 400: its data path, its label in the caller's language, what is wrong. */
export const fieldErrorSchema = {
  type: 'object',
  required: ['field', 'label', 'message'],
  properties: {
    field: { type: 'string' },
    label: { type: 'string' },
    message: { type: 'string' },
    dialog: { type: 'string', description: 'the popup of the page the failing validation names (its dialog param): the page opens it' },
  },
} as const;

/** The one error reply shape of every route: status, error (status text), message, code, messageList?. */
export const errorReplySchema = {
  type: 'object',
  required: ['status', 'error', 'message', 'code'],
  properties: {
    status: { type: 'integer', description: 'HTTP status' },
    error: { type: 'string', description: 'status text, e.g. Bad Request' },
    message: { type: 'string', description: 'what went wrong, in the caller’s language' },
    code: { type: 'integer', description: 'error code for the catalogue lookup; 0 when none' },
    messageList: { type: 'array', items: fieldErrorSchema },
    current_revision: { type: 'integer', description: '409 only: the revision now stored' },
    current_status: { type: 'string', description: 'a stale status change (409) only: the status now stored' },
    rules: {
      type: 'array',
      items: { type: 'string' },
      description: 'a refused password only: the password rules it breaks (length, maxLength, noSpace, noHyphen, lower, upper, digit, special, common)',
    },
  },
  additionalProperties: true,
} as const;

export type ErrorReply = Wire<typeof errorReplySchema>;
