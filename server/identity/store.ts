import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CustomerTable, Database, NewUser } from '../db/schema';
import type { RoleGrant } from '../../adapters/identity/permissions';

/** A person to create with everything that makes their identity (docs/requirements.md §7.1 "Roles"). */
export interface NewIdentity {
  user: Omit<NewUser, 'id' | 'created_at'>;
  /** the customer record their customer role points at, created with them when new */
  customer?: Insertable<CustomerTable>;
  roles: RoleGrant[];
  groups: string[];
}

/**
 * Creates the user, their customer, roles and groups in the caller's transaction, so a failure at
 * any point leaves nothing half-made. Returns the new user's id, or undefined when the login is
 * already taken (nothing is written then).
 */
export async function insertIdentity(trx: Transaction<Database> | Kysely<Database>, identity: NewIdentity): Promise<string | undefined> {
  const created = await trx.insertInto('users').values(identity.user).onConflict((oc) => oc.column('login').doNothing()).returning('id').executeTakeFirst();
  if (!created) return undefined;
  if (identity.customer) await trx.insertInto('customers').values(identity.customer).onConflict((oc) => oc.column('customer_number').doNothing()).execute();
  if (identity.roles.length > 0) {
    await trx.insertInto('user_roles').values(identity.roles.map((r) => ({ ...r, user_id: created.id }))).execute();
  }
  if (identity.groups.length > 0) {
    await trx.insertInto('user_groups').values(identity.groups.map((group_name) => ({ user_id: created.id, group_name }))).execute();
  }
  return created.id;
}
