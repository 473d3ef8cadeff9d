import type { Wire } from './from-schema';

/**
 * The portal base a staff sign-in returns to: an optional program path and a language
 * (`/accountants/en-ca`, `/en-ca`); the server brings the language to English (docs/requirements.md §7.7).
 */
export const STAFF_BASE_PATTERN = '^(/[a-z]{1,32})?/(en|fr)-ca$';

export const staffSignInQuerySchema = {
  type: 'object',
  required: ['base'],
  additionalProperties: false,
  properties: { base: { type: 'string', maxLength: 40, pattern: STAFF_BASE_PATTERN } },
} as const;
export type StaffSignInQuery = Wire<typeof staffSignInQuerySchema>;

/**
 * What the provider sends back (RFC 6749 §4.1.2): a code and the state, or an error with its
 * description; other parameters it adds (iss, session_state) are passed on to the token check.
 */
export const staffCallbackQuerySchema = {
  type: 'object',
  properties: {
    code: { type: 'string', maxLength: 2048 },
    state: { type: 'string', maxLength: 512 },
    iss: { type: 'string', maxLength: 512 },
    error: { type: 'string', maxLength: 200 },
    error_description: { type: 'string', maxLength: 1000 },
  },
} as const;
export type StaffCallbackQuery = Wire<typeof staffCallbackQuerySchema>;
