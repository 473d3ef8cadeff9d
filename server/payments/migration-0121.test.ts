/**
 * Migration 0121 on a database that already holds what the old code allowed: several open
 * transactions per policy are reduced to one; a policy paid twice stops the migration, naming it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { dropSchema, openDatabase, type DatabaseHandle } from '../db/connect';
import { findMigrations, migrate } from '../db/migrations';
import type { Database } from '../db/schema';

const all = findMigrations(fileURLToPath(new URL('..', import.meta.url)));
const url = process.env.DATABASE_URL;
let handle: DatabaseHandle | undefined;
let schema: string | undefined;

async function before0121(): Promise<Kysely<Database>> {
  schema = url ? `mig_${randomBytes(5).toString('hex')}` : undefined;
  handle = await openDatabase({ databaseUrl: url, dataDir: 'memory://', schema });
  await migrate(handle.db, all.filter((m) => m.version < 121));
  return handle.db;
}
afterEach(async () => {
  await handle?.close();
  if (url && schema) await dropSchema(url, schema);
});

/** Rows as the old code wrote them; policies and proposals are beside the point (foreign keys off). */
async function insert(db: Kysely<Database>, rows: { id: string; policy: string; progress: string; at: string }[]) {
  await db.connection().execute(async (c) => {
    await sql`set session_replication_role = replica`.execute(c);
    for (const r of rows) {
      await sql`insert into payment_transactions (id, policy_id, proposal_id, customer_number, amount, progress_code, provider, created_by, created_at)
        values (${r.id}, ${r.policy}, ${randomUUID()}, 'C1', 10, ${r.progress}, 'sandbox', 'test', ${r.at})`.execute(c);
    }
    await sql`set session_replication_role = origin`.execute(c);
  });
}

it('keeps the newest open transaction of a policy (or its paid one) and cancels the others', async () => {
  const db = await before0121();
  const [p1, p2] = [randomUUID(), randomUUID()];
  const ids = Array.from({ length: 5 }, () => randomUUID());
  await insert(db, [
    { id: ids[0]!, policy: p1, progress: 'PAYMENT_STARTED', at: '2026-01-01T10:00:00Z' },
    { id: ids[1]!, policy: p1, progress: 'PAYMENT_STARTED', at: '2026-01-01T11:00:00Z' },
    { id: ids[2]!, policy: p1, progress: 'PAYMENT_FAILURE', at: '2026-01-01T09:00:00Z' },
    { id: ids[3]!, policy: p2, progress: 'PAYMENT_STARTED', at: '2026-01-01T12:00:00Z' },
    { id: ids[4]!, policy: p2, progress: 'PAYMENT_SUCCESS', at: '2026-01-01T08:00:00Z' },
  ]);
  expect(await migrate(db, all)).toContain(121);
  const rows = await db.selectFrom('payment_transactions').select(['id', 'progress_code']).execute();
  expect(Object.fromEntries(rows.map((r) => [r.id, r.progress_code]))).toEqual({
    [ids[0]!]: 'PAYMENT_CANCEL', [ids[1]!]: 'PAYMENT_STARTED', [ids[2]!]: 'PAYMENT_FAILURE', [ids[3]!]: 'PAYMENT_CANCEL', [ids[4]!]: 'PAYMENT_SUCCESS',
  });
  await expect(insert(db, [{ id: randomUUID(), policy: p1, progress: 'PAYMENT_STARTED', at: '2026-01-02T00:00:00Z' }])).rejects.toThrow(/payment_transactions_one_live_per_policy/);
});

it('stops on a policy that was charged twice, naming the migration and the index', async () => {
  const db = await before0121();
  const policy = randomUUID();
  await insert(db, [
    { id: randomUUID(), policy, progress: 'PAYMENT_SUCCESS', at: '2026-01-01T10:00:00Z' },
    { id: randomUUID(), policy, progress: 'PAYMENT_SUCCESS', at: '2026-01-01T10:00:01Z' },
  ]);
  await expect(migrate(db, all)).rejects.toThrow(new RegExp(`0121_charge_exactly_once\\.sql failed: .*payment_transactions_one_live_per_policy`));
});
