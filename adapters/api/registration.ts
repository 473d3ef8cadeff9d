import { DEFAULT_LOOKUP_MIN_LENGTH } from '../field-types/typeahead';
import type { Wire } from './from-schema';

const name = { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' } as const;
const step = { type: 'string', enum: ['otp-verify', 'create-profile', 'create-password', 'user-exist', 'reset-success'] } as const;

/** Registration start (docs/requirements.md §7.10): who registers, for which program (client code). */
export const registrationStartBodySchema = {
  type: 'object',
  required: ['first_name', 'last_name', 'email', 'postal_code', 'client'],
  additionalProperties: false,
  properties: {
    first_name: name,
    last_name: name,
    email: { type: 'string', minLength: 3, maxLength: 200, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\s*$' },
    postal_code: { type: 'string', minLength: 6, maxLength: 10, description: 'business postal code, Canadian form (A1A 1A1); upper-cased by the server' },
    client: { type: 'string', minLength: 1, maxLength: 40, description: 'client code of the program' },
  },
} as const;
export type RegistrationStartBody = Wire<typeof registrationStartBodySchema>;

/** An address of the lookup (docs/requirements.md §7.11). */
export const addressSuggestionSchema = {
  type: 'object',
  required: ['addressId', 'street', 'secondary', 'locality', 'administrativeArea', 'postalCode', 'entries', 'addressText'],
  properties: {
    addressId: { type: 'string' },
    street: { type: 'string' },
    secondary: { type: 'string' },
    locality: { type: 'string' },
    administrativeArea: { type: 'string' },
    postalCode: { type: 'string' },
    entries: { type: 'integer' },
    addressText: { type: 'string' },
  },
} as const;
export type AddressSuggestion = Wire<typeof addressSuggestionSchema>;

/** The live registration as the browser may see it (never the code). */
export const registrationViewSchema = {
  type: 'object',
  required: ['step', 'first_name', 'last_name', 'email', 'postal_code', 'client', 'quick_quote', 'address'],
  properties: {
    step,
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: 'string' },
    postal_code: { type: 'string' },
    client: { type: 'string' },
    quick_quote: { type: 'boolean' },
    address: { anyOf: [addressSuggestionSchema, { type: 'null' }] },
  },
} as const;
export type RegistrationView = Wire<typeof registrationViewSchema>;

/** Every step answers the next page and the registration as it now stands (null once finished). */
export const registrationReplySchema = {
  type: 'object',
  required: ['next', 'registration'],
  properties: {
    next: step,
    registration: { anyOf: [registrationViewSchema, { type: 'null' }] },
    valid_minutes: { type: 'integer', description: 'when a code was sent: how long it is valid' },
  },
} as const;
export type RegistrationReply = Wire<typeof registrationReplySchema>;

export const registrationStateReplySchema = {
  type: 'object',
  required: ['registration'],
  properties: { registration: { anyOf: [registrationViewSchema, { type: 'null' }] } },
} as const;
export type RegistrationStateReply = Wire<typeof registrationStateReplySchema>;

export const otpVerifyBodySchema = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: { type: 'string', minLength: 1, maxLength: 20, description: 'the six digits of the e-mail (spaces ignored)' } },
} as const;
export type OtpVerifyBody = Wire<typeof otpVerifyBodySchema>;

export const otpResendReplySchema = {
  type: 'object',
  required: ['sent', 'valid_minutes'],
  properties: { sent: { type: 'boolean', const: true }, valid_minutes: { type: 'integer' } },
} as const;
export type OtpResendReply = Wire<typeof otpResendReplySchema>;

export const createProfileBodySchema = {
  type: 'object',
  required: ['address_id'],
  additionalProperties: false,
  properties: { address_id: { type: 'string', minLength: 1, maxLength: 40, description: 'addressId of a suggestion of the address lookup' } },
} as const;
export type CreateProfileBody = Wire<typeof createProfileBodySchema>;

export const createPasswordBodySchema = {
  type: 'object',
  required: ['password'],
  additionalProperties: false,
  properties: { password: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
export type CreatePasswordBody = Wire<typeof createPasswordBodySchema>;

/** The address lookup's query: at least 4 characters (docs/requirements.md §7.11). */
export const addressLookupQuerySchema = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: { text: { type: 'string', minLength: DEFAULT_LOOKUP_MIN_LENGTH, maxLength: 100 } },
} as const;
export type AddressLookupQuery = Wire<typeof addressLookupQuerySchema>;

export const addressLookupReplySchema = {
  type: 'object',
  required: ['suggestions'],
  properties: { suggestions: { type: 'array', items: addressSuggestionSchema } },
} as const;
export type AddressLookupReply = Wire<typeof addressLookupReplySchema>;
