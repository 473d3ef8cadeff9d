import type { Wire } from './from-schema';

/**
 * The admin panel's wire contract (docs/requirements.md §8.6): a customer's active roles, found by
 * e-mail or customer number, and the deactivation of one of them.
 */

/** The e-mail shape the panel and the server both accept (one @, no spaces). */
export const ADMIN_EMAIL_PATTERN = '^\\s*[^\\s@]+@[^\\s@]+\\s*$';
export const ADMIN_CUSTOMER_NUMBER_PATTERN = '^[A-Za-z0-9-]{1,20}$';

/** GET admin/customer-roles: exactly one of the two (the handler says so when both or neither come). */
export const customerRolesQuerySchema = {
  type: 'object',
  properties: {
    email: { type: 'string', maxLength: 200, pattern: ADMIN_EMAIL_PATTERN },
    customer_number: { type: 'string', pattern: ADMIN_CUSTOMER_NUMBER_PATTERN },
  },
} as const;
export type CustomerRolesQuery = Wire<typeof customerRolesQuerySchema>;

/** One active customer role as the panel lists it. */
export const customerRoleSchema = {
  type: 'object',
  required: ['user_id', 'login', 'first_name', 'last_name', 'customer_number', 'client_code', 'role_code', 'since'],
  properties: {
    user_id: { type: 'string', format: 'uuid' },
    login: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    customer_number: { type: 'string' },
    client_code: { type: 'string', description: 'the program the role is held for' },
    role_code: { type: 'string' },
    since: { type: 'string', format: 'date-time' },
  },
} as const;
export type CustomerRole = Wire<typeof customerRoleSchema>;

export const customerRolesReplySchema = {
  type: 'object',
  required: ['roles'],
  properties: { roles: { type: 'array', items: customerRoleSchema } },
} as const;
export type CustomerRolesReply = Wire<typeof customerRolesReplySchema>;

/** DELETE admin/users/{userId}/roles/{roleCode}/{clientCode}: one role of one user. */
export const customerRoleParamsSchema = {
  type: 'object',
  required: ['userId', 'roleCode', 'clientCode'],
  properties: {
    userId: { type: 'string', format: 'uuid' },
    roleCode: { type: 'string', pattern: '^[A-Z0-9_]{1,60}$' },
    clientCode: { type: 'string', pattern: '^[A-Z0-9_]{1,30}$' },
  },
} as const;
export type CustomerRoleParams = Wire<typeof customerRoleParamsSchema>;

export const deactivateRoleReplySchema = {
  type: 'object',
  required: ['remaining_roles', 'identity_removed'],
  properties: {
    /** the user's active roles after this one */
    remaining_roles: { type: 'integer' },
    /** sign-in disabled and sessions ended: one or no active role remained */
    identity_removed: { type: 'boolean' },
  },
} as const;
export type DeactivateRoleReply = Wire<typeof deactivateRoleReplySchema>;
