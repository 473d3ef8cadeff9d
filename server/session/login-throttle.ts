import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addressKey, decide, pairKey, PER_ADDRESS, PER_PAIR, throttleKeys, type Counter } from './throttle-policy';

/** Counters quiet for longer than every rule's forget period are deleted on a successful sign-in. */
const SWEEP_SECONDS = Math.max(PER_PAIR.forgetSeconds, PER_ADDRESS.forgetSeconds);

/**
 * The sign-in throttle's counters in PostgreSQL, shared by every instance. A claim locks its
 * counters (in key order, so two claims cannot deadlock), decides with the database's clock and
 * writes in one transaction: simultaneous attempts are counted one after the other.
 */
export async function claimAttempt(db: Kysely<Database>, login: string, address: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const keys = throttleKeys(login, address).sort((a, b) => a.key.localeCompare(b.key));
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<Omit<Counter, 'rule'> & { now: Date }>`
      insert into login_attempts (key, failures, last_failure_at)
      values ${sql.join(keys.map((k) => sql`(${k.key}, 0, now())`))}
      on conflict (key) do update set key = excluded.key
      returning key, failures, blocked_until, last_failure_at, now() as now`.execute(trx);
    const now = rows[0]!.now;
    const decision = decide(
      now,
      rows.map((row) => ({ ...row, rule: keys.find((k) => k.key === row.key)!.rule })),
    );
    if (!decision.allowed) return decision;
    for (const u of decision.updates) {
      await trx.updateTable('login_attempts').set({ failures: u.failures, blocked_until: u.blocked_until, last_failure_at: now }).where('key', '=', u.key).execute();
    }
    return { allowed: true as const };
  });
}

/**
 * The right password: the login's streak from this address ends, and the attempt counted in
 * advance is taken back from the address (people behind one address who sign in correctly do not
 * slow each other down).
 */
export async function attemptSucceeded(db: Kysely<Database>, login: string, address: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', pairKey(login, address)).execute();
  await sql`
    update login_attempts set
      failures = greatest(failures - 1, 0),
      blocked_until = case when failures - 1 <= ${PER_ADDRESS.freeFailures} then null else blocked_until end
    where key = ${addressKey(address)}`.execute(db);
  await sql`delete from login_attempts where last_failure_at < now() - make_interval(secs => ${SWEEP_SECONDS})`.execute(db);
}
