import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { domainError } from '../errors/domain-error';
import type { SessionUser } from '../session/session-store';
import type { CustomerRole, DeactivateRoleReply } from '../../adapters/api';
import './db-types';

/** What the panel searches by: one of the two (the route refuses both or neither). */
export type RoleSearch = { email: string } | { customer_number: string };

/** At or below this many active roles left, the person's identity goes too (docs/requirements.md §8.6). */
export const IDENTITY_REMOVAL_THRESHOLD = 1;

/**
 * The active roles held for a customer (a role with a customer number, of an external customer),
 * found by the person's e-mail (their login or the e-mail of their account) or by customer number.
 */
export async function findCustomerRoles(db: Kysely<Database>, search: RoleSearch): Promise<CustomerRole[]> {
  let query = db
    .selectFrom('user_roles as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'u.login', 'u.first_name', 'u.last_name', 'r.customer_number', 'r.client_code', 'r.role_code', 'r.created_at'])
    .where('r.active', '=', true)
    .where('r.customer_number', 'is not', null)
    .where('u.user_type', '=', 'ExternalCustomer');
  if ('email' in search) {
    const email = search.email.trim().toLowerCase();
    query = query.where((eb) => eb.or([eb('u.login', '=', email), eb(sql<string>`lower(u.email)`, '=', email)]));
  } else {
    query = query.where('r.customer_number', '=', search.customer_number.trim());
  }
  const rows = await query.orderBy('u.login').orderBy('r.created_at').orderBy('r.role_code').execute();
  return rows.map((r) => ({
    user_id: r.user_id,
    login: r.login,
    first_name: r.first_name,
    last_name: r.last_name,
    customer_number: r.customer_number!,
    client_code: r.client_code,
    role_code: r.role_code,
    since: new Date(r.created_at).toISOString(),
  }));
}

export interface RoleKey {
  userId: string;
  roleCode: string;
  clientCode: string;
}

/**
 * Deactivates one customer role and logs who did it, in one transaction. The user's row is locked
 * first, so two CSRs deleting a person's last two roles at once run one after the other and the
 * second sees what the first left. When one or no active role remains, the identity is removed:
 * sign-in disabled and every session ended; the customer record, applications and policies stay
 * (docs/security.md "Admin panel").
 */
export async function deactivateRole(db: Kysely<Database>, actor: SessionUser, key: RoleKey): Promise<DeactivateRoleReply> {
  const values = { role: key.roleCode, client: key.clientCode };
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'login', 'user_type']).where('id', '=', key.userId).forUpdate().executeTakeFirst();
    const role = user
      ? await trx
          .selectFrom('user_roles')
          .select(['active', 'customer_number'])
          .where('user_id', '=', key.userId)
          .where('role_code', '=', key.roleCode)
          .where('client_code', '=', key.clientCode)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    // only a customer's role: the panel never takes a role from staff, a sponsor or a client user
    if (!user || !role || user.user_type !== 'ExternalCustomer' || role.customer_number === null) throw domainError('roleNotFound', { values });
    if (!role.active) throw domainError('roleAlreadyDeactivated', { values });

    await trx.updateTable('user_roles').set({ active: false }).where('user_id', '=', key.userId).where('role_code', '=', key.roleCode).where('client_code', '=', key.clientCode).execute();
    const { count } = await trx
      .selectFrom('user_roles')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', key.userId)
      .where('active', '=', true)
      .executeTakeFirstOrThrow();
    const remaining = Number(count);
    const identityRemoved = remaining <= IDENTITY_REMOVAL_THRESHOLD;
    if (identityRemoved) {
      await trx.updateTable('users').set({ active: false }).where('id', '=', key.userId).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', key.userId).execute();
    }
    await trx
      .insertInto('role_deactivations')
      .values({
        actor_id: actor.id,
        actor_login: actor.login,
        actor_name: `${actor.first_name} ${actor.last_name}`.trim(),
        user_id: key.userId,
        user_login: user.login,
        customer_number: role.customer_number,
        role_code: key.roleCode,
        client_code: key.clientCode,
        identity_removed: identityRemoved,
      })
      .execute();
    return { remaining_roles: remaining, identity_removed: identityRemoved };
  });
}
