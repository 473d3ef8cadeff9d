import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Counts login attempts per key in PostgreSQL (one upsert, atomic across instances).
 * Returns true while the key is within its limit.
 */
export async function recordAttempt(db: Kysely<Database>, key: string, rule: ThrottleRule): Promise<boolean> {
  const row = await sql<{ attempts: number }>`
    insert into login_attempts (key, window_start, attempts) values (${key}, now(), 1)
    on conflict (key) do update set
      attempts = case when login_attempts.window_start < now() - make_interval(secs => ${rule.windowSeconds}) then 1 else login_attempts.attempts + 1 end,
      window_start = case when login_attempts.window_start < now() - make_interval(secs => ${rule.windowSeconds}) then now() else login_attempts.window_start end
    returning attempts`.execute(db);
  return (row.rows[0]?.attempts ?? 0) <= rule.limit;
}

export async function clearAttempts(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}
