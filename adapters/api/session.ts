import type { Wire } from './from-schema';

/** One role of the signed-in person (adapters/identity/permissions.ts RoleGrant). */
export const roleGrantSchema = {
  type: 'object',
  required: ['role_code', 'client_code', 'customer_number'],
  properties: {
    role_code: { type: 'string' },
    client_code: { type: 'string' },
    customer_number: { type: ['string', 'null'] },
  },
} as const;

/** The signed-in person: the user without their secrets, with their roles and groups (docs/requirements.md §7.1). */
export const sessionUserSchema = {
  type: 'object',
  required: ['id', 'login', 'user_type', 'roles', 'groups', 'first_name', 'last_name', 'email', 'employee_number', 'customer_number', 'client', 'locale'],
  properties: {
    id: { type: 'string' },
    login: { type: 'string' },
    user_type: { type: 'string', enum: ['ExternalCustomer', 'Internal', 'InternalSuperUser'] },
    roles: { type: 'array', items: roleGrantSchema },
    groups: { type: 'array', items: { type: 'string' } },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: 'string' },
    employee_number: { type: ['string', 'null'] },
    customer_number: { type: ['string', 'null'], description: 'of the first customer role: the application the person works on' },
    client: { type: ['string', 'null'], description: 'client code of that role' },
    locale: { type: 'string' },
    csr_customer_number: { type: 'string', description: 'a CSR only: the customer whose application they opened (POST /session/customer)' },
  },
} as const;
export type SessionUserWire = Wire<typeof sessionUserSchema>;

/**
 * What the browser needs to warn before the server's idle timeout (docs/requirements.md §7.8).
 * The two test values are sent only when the server runs with IDLE_TEST_SECONDS, which
 * production refuses (docs/server.md "Sessions and origin").
 */
export const idleSettingsSchema = {
  type: 'object',
  required: ['idle_minutes'],
  properties: {
    idle_minutes: { type: 'integer', minimum: 1, description: 'a session unused this long ends (SESSION_IDLE_MINUTES)' },
    warn_after_seconds: { type: 'integer', minimum: 1, description: 'testing only: inactivity before the countdown shows' },
    countdown_seconds: { type: 'integer', minimum: 1, description: 'testing only: length of the countdown' },
  },
} as const;
export type IdleSettingsWire = Wire<typeof idleSettingsSchema>;

/** What login, logout, keep-alive and GET session answer: the user, or null when nobody is signed in. */
export const sessionReplySchema = {
  type: 'object',
  required: ['user'],
  properties: { user: { anyOf: [sessionUserSchema, { type: 'null' }] }, idle: idleSettingsSchema },
} as const;
export type SessionReply = Wire<typeof sessionReplySchema>;

export const loginBodySchema = {
  type: 'object',
  required: ['login', 'password'],
  additionalProperties: false,
  properties: {
    login: { type: 'string', minLength: 1, maxLength: 200 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
    remember: { type: 'boolean', description: '"Remember me": the session lives SESSION_REMEMBER_DAYS instead of SESSION_MINUTES; the idle timeout is the same' },
    code: { type: 'string', minLength: 1, maxLength: 20, description: 'the e-mailed sign-in code, when the first call answered code_required' },
  },
} as const;
export type LoginBody = Wire<typeof loginBodySchema>;

/** What login answers: the session's user, or (user null) that an e-mailed code is needed (docs/requirements.md §7.12). */
export const loginReplySchema = {
  type: 'object',
  required: ['user'],
  properties: {
    user: sessionReplySchema.properties.user,
    idle: idleSettingsSchema,
    code_required: { type: 'boolean', const: true },
    valid_minutes: { type: 'integer' },
  },
} as const;
export type LoginReply = Wire<typeof loginReplySchema>;

export const logoutBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { everywhere: { type: 'boolean', description: 'end every session of the signed-in user, on every device (401 without a live session)' } },
} as const;
export type LogoutBody = Wire<typeof logoutBodySchema>;

/** A CSR opens the application of this customer (docs/requirements.md §8.1). */
export const chooseCustomerBodySchema = {
  type: 'object',
  required: ['customer_number'],
  properties: { customer_number: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;
export type ChooseCustomerBody = Wire<typeof chooseCustomerBodySchema>;
