/**
 * The admin panel's calls (docs/requirements.md §8.6): a customer's active roles by e-mail or
 * customer number, and the deactivation of one.
 */
import type { CustomerRole, CustomerRolesReply, DeactivateRoleReply } from '../../adapters/api';
import { apiRequest, type RequestContext } from './client';

const ADMIN_PATH = '/smb/cnc/api/v2/admin';

export type RoleSearch = { email: string } | { customer_number: string };

/** The active customer roles found; none answers 404 (the panel's "Not found!"). */
export function searchCustomerRoles(ctx: RequestContext, search: RoleSearch): Promise<CustomerRolesReply> {
  return apiRequest(`${ADMIN_PATH}/customer-roles`, ctx, { query: 'email' in search ? { email: search.email } : { customer_number: search.customer_number } });
}

/** Deactivates one role; 409 when it was deleted already. */
export function deactivateCustomerRole(ctx: RequestContext, role: Pick<CustomerRole, 'user_id' | 'role_code' | 'client_code'>): Promise<DeactivateRoleReply> {
  const path = [role.user_id, 'roles', role.role_code, role.client_code].map(encodeURIComponent).join('/');
  return apiRequest(`${ADMIN_PATH}/users/${path}`, ctx, { method: 'DELETE' });
}
