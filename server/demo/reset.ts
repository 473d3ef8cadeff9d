import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts';
import { seedAccounts } from './seed';
import { assertAcceptablePassword } from '../session/password-policy';

export interface ResetSummary {
  proposals: number;
  policies: number;
  payments: number;
  accounts: string[];
}

/**
 * Puts the demo accounts back to a fresh start (README "Demo accounts"): their applications,
 * policies, payments, sessions and sign-in counters are deleted and the accounts are created again
 * with the demo password. Nothing of any other customer is touched. One transaction: a table added
 * later that still points at a demo application makes the whole reset fail, never half-done.
 */
export async function resetDemo(db: Kysely<Database>, accounts: readonly DemoAccount[] = DEMO_ACCOUNTS, password = DEMO_PASSWORD): Promise<ResetSummary> {
  // before anything is deleted: a refused password must not leave the demo without its accounts
  assertAcceptablePassword(password);
  const customers = accounts.flatMap((a) => [...(a.customer_number ? [a.customer_number] : []), ...(a.more_customers ?? []).map((c) => c.customer_number)]);
  const logins = accounts.map((a) => a.login);
  const summary = await db.transaction().execute(async (trx) => {
    const proposals = (await trx.selectFrom('proposals').select('id').where('customer_number', 'in', customers).execute()).map((p) => p.id);
    const payments = await trx.deleteFrom('payment_transactions').where('customer_number', 'in', customers).executeTakeFirst();
    // a renewal names the policy it renews, which names the application it came from: unlink first
    await trx.updateTable('proposals').set({ renews_policy_id: null }).where('customer_number', 'in', customers).execute();
    const policies = await trx.deleteFrom('policies').where('customer_number', 'in', customers).executeTakeFirst();
    if (proposals.length > 0) {
      await trx.deleteFrom('proposal_status_events').where('proposal_id', 'in', proposals).execute();
      await trx.deleteFrom('proposals').where('id', 'in', proposals).execute();
    }
    // the (address, login) sign-in counters of these logins (server/session/throttle-policy.ts)
    await trx.deleteFrom('login_attempts').where((eb) => eb.or(logins.map((login) => eb('key', 'like', `pair:% ${login}`)))).execute();
    // sessions go with their users (on delete cascade)
    await trx.deleteFrom('users').where('login', 'in', logins).execute();
    // their roles went with them; the customer records are created again with the accounts
    await trx.deleteFrom('customers').where('customer_number', 'in', customers).execute();
    return { proposals: proposals.length, policies: Number(policies.numDeletedRows), payments: Number(payments.numDeletedRows) };
  });
  return { ...summary, accounts: await seedAccounts(db, accounts, password) };
}
