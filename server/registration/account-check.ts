import type { Kysely } from 'kysely';
import { isApplicant } from '../../adapters/identity/permissions';
import type { Database } from '../db/schema';

/**
 * What an e-mail already is (docs/requirements.md §7.10): nothing (register), a customer account
 * (user-exist: sign in instead) or an account that cannot register as a customer — staff, a
 * sponsor or client user, a deactivated account (registration not allowed).
 */
export type ExistingAccount = 'none' | 'customer' | 'refused';

export async function existingAccount(db: Kysely<Database>, email: string): Promise<ExistingAccount> {
  const user = await db.selectFrom('users').select(['id', 'user_type', 'active']).where('login', '=', email).executeTakeFirst();
  if (!user) return 'none';
  const [roles, groups] = await Promise.all([
    db.selectFrom('user_roles').select(['role_code', 'client_code', 'customer_number']).where('user_id', '=', user.id).where('active', '=', true).execute(),
    db.selectFrom('user_groups').select('group_name').where('user_id', '=', user.id).execute(),
  ]);
  const principal = { user_type: user.user_type, roles, groups: groups.map((g) => g.group_name) };
  return user.active && isApplicant(principal) ? 'customer' : 'refused';
}
