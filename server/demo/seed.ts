import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../session/passwords';
import { assertAcceptablePassword } from '../session/password-policy';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts';

/**
 * Adds the accounts that are missing (by login); never changes existing ones.
 * Safe when two instances seed at once (on conflict do nothing). Returns the logins added.
 * The password obeys the rules of docs/requirements.md §7.6 like any other, or nothing is added.
 */
export async function seedAccounts(db: Kysely<Database>, accounts: readonly DemoAccount[] = DEMO_ACCOUNTS, password = DEMO_PASSWORD): Promise<string[]> {
  assertAcceptablePassword(password);
  const existing = new Set((await db.selectFrom('users').select('login').execute()).map((u) => u.login));
  const missing = accounts.filter((a) => !existing.has(a.login));
  if (missing.length === 0) return [];
  // a hash (and salt) of its own per account, even with one shared demo password
  const hashes = await Promise.all(missing.map(() => hashPassword(password)));
  const added = await db
    .insertInto('users')
    .values(missing.map((a, i) => ({ ...a, email: a.login, password_hash: hashes[i]! })))
    .onConflict((oc) => oc.doNothing())
    .returning('login')
    .execute();
  return added.map((r) => r.login);
}
