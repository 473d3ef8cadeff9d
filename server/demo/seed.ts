import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../session/passwords';
import { assertAcceptablePassword } from '../session/password-policy';
import { insertIdentity } from '../identity/store';
import { grantsOf } from '../identity/kinds';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts';

/**
 * Adds the accounts that are missing (by login) with their customer, roles and groups; never
 * changes existing ones. Safe when two instances seed at once (on conflict do nothing). Returns the
 * logins added. Staff get no password: they sign in through single sign-on (docs/requirements.md
 * §7.7). The password obeys the rules of docs/requirements.md §7.6 like any other, or nothing is added.
 */
export async function seedAccounts(db: Kysely<Database>, accounts: readonly DemoAccount[] = DEMO_ACCOUNTS, password = DEMO_PASSWORD): Promise<string[]> {
  assertAcceptablePassword(password);
  const existing = new Set((await db.selectFrom('users').select('login').execute()).map((u) => u.login));
  const missing = accounts.filter((a) => !existing.has(a.login));
  if (missing.length === 0) return [];
  // a hash (and salt) of its own per account, even with one shared demo password
  const hashes = await Promise.all(missing.map((a) => (a.kind === 'csr' || a.kind === 'staff' || a.kind === 'analyst' ? null : hashPassword(password))));
  const added: string[] = [];
  for (const [i, a] of missing.entries()) {
    const { user_type, roles, groups } = grantsOf(a.kind, a.client, a.customer_number);
    const more = a.more_customers ?? [];
    const id = await db.transaction().execute(async (trx) => {
      // the further customers' records first (their roles point at them); insertIdentity creates the first one
      if (more.length > 0) {
        await trx.insertInto('customers').values(more.map((c) => demoCustomer(a, c.customer_number, c.client))).onConflict((oc) => oc.column('customer_number').doNothing()).execute();
      }
      const created = await insertIdentity(trx, {
        user: {
          login: a.login,
          email: a.login,
          password_hash: hashes[i] ?? null,
          user_type,
          employee_number: a.employee_number ?? null,
          first_name: a.first_name,
          last_name: a.last_name,
          locale: a.locale,
        },
        customer: a.customer_number && a.client ? demoCustomer(a, a.customer_number, a.client) : undefined,
        roles,
        groups,
      });
      // the further roles a second apart after the first, so the first stays the home customer (oldest first)
      if (created && more.length > 0) {
        const further = more.flatMap((c) => grantsOf(a.kind, c.client, c.customer_number).roles);
        await trx.insertInto('user_roles').values(further.map((r, n) => ({ ...r, user_id: created, created_at: sql<Date>`now() + make_interval(secs => ${n + 1})` }))).execute();
      }
      return created;
    });
    if (id) added.push(a.login);
  }
  return added;
}

function demoCustomer(a: DemoAccount, customerNumber: string, client: string) {
  return {
    customer_number: customerNumber,
    client_code: client,
    legal_name: `${a.first_name} ${a.last_name}`,
    address1: '100 Demo Street',
    city: 'Toronto',
    state: 'ON',
    postal_code: 'M5V 2T6',
    email: a.login,
    details: JSON.stringify([
      { attCode: 'firstName', attValue: a.first_name },
      { attCode: 'lastName', attValue: a.last_name },
    ]),
  };
}
