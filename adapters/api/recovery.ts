import type { Wire } from './from-schema';

/** The e-mail of the account: trimmed by the server (docs/requirements.md §7.9). */
export const forgotPasswordBodySchema = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
export type ForgotPasswordBody = Wire<typeof forgotPasswordBodySchema>;

/** The same answer whether or not an account has that e-mail. */
export const forgotPasswordReplySchema = {
  type: 'object',
  required: ['sent', 'valid_minutes'],
  properties: { sent: { type: 'boolean', const: true }, valid_minutes: { type: 'integer' } },
} as const;
export type ForgotPasswordReply = Wire<typeof forgotPasswordReplySchema>;

export const resetPasswordBodySchema = {
  type: 'object',
  required: ['email', 'code', 'password'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 200 },
    code: { type: 'string', minLength: 1, maxLength: 20, description: 'the recovery code of the e-mail (digits; spaces are ignored)' },
    password: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;
export type ResetPasswordBody = Wire<typeof resetPasswordBodySchema>;

export const resetPasswordReplySchema = {
  type: 'object',
  required: ['reset'],
  properties: { reset: { type: 'boolean', const: true } },
} as const;
export type ResetPasswordReply = Wire<typeof resetPasswordReplySchema>;
