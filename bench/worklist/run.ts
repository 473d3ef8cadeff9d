/**
 * `npm run bench:worklist`: how long one page of the CSR work list takes on 100,000 proposals in
 * PGlite (docs/bench.md "Work list"), with the indexes of migrations 0106 and 0108 and without them, side by
 * side. Each query is the server's own (server/proposals/work-list.ts): the count and the page.
 * Target: a filtered page under 50 ms with the indexes. Figures, not a test.
 */
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { WorkListQuery } from '../../adapters/api';
import { openDatabase } from '../../server/db/connect';
import { findMigrations, migrate } from '../../server/db/migrations';
import { WorkList } from '../../server/proposals/work-list';
import { seedProposals } from './seed';

const PROPOSALS = Number(process.env.PROPOSALS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 30);
const TARGET_MS = 50;
const INDEXES = [
  'proposals_work_list_default', 'proposals_work_list_status', 'proposals_work_list_client', 'proposals_work_list_referral',
  // migration 0108: the "contains" filters' trigram indexes
  'users_name_trgm', 'users_email_trgm', 'proposals_customer_number_trgm', 'proposals_firm_name_trgm', 'proposals_business_province_trgm',
];

/** What a CSR does most: the default list, a status, a program (two orders), a text filter, a date range, a later page. */
const QUERIES: { name: string; query: Partial<WorkListQuery> }[] = [
  { name: 'default order, page 1', query: { page: 1 } },
  { name: 'status CSR review required, page 3', query: { status: 'PENDING_CSR_REVIEW', page: 3 } },
  { name: 'program CANACCT, exclude bound/approved, page 2', query: { client: 'CANACCT', exclude_bound_approved: true, page: 2 } },
  { name: 'program CANAGENT (referral date order)', query: { client: 'CANAGENT', page: 1 } },
  { name: 'status + last modified in March, sort by name', query: { status: 'IN_PROGRESS', modified_from: '2026-03-01', modified_to: '2026-03-31', sort: 'full_name', direction: 'asc', page: 1 } },
  { name: 'name contains "first123"', query: { name: 'first123', page: 1 } },
  { name: 'e-mail contains "user4567"', query: { email: 'user4567', page: 1 } },
  { name: 'firm name contains "firm 98"', query: { firm_name: 'firm 98', page: 1 } },
  { name: 'default order, page 500', query: { page: 500 } },
];

/** As the route hands a query over: with the schema's defaults filled in. */
const withDefaults = (q: Partial<WorkListQuery>): WorkListQuery => ({ direction: 'desc', exclude_bound_approved: false, page: 1, ...q });
const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
};

async function measure(list: WorkList): Promise<{ median: number; p95: number; total: number }[]> {
  const out = [];
  for (const { query: partial } of QUERIES) {
    const query = withDefaults(partial);
    let total = 0;
    for (let i = 0; i < 3; i++) total = (await list.page(query)).total;
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await list.page(query);
      samples.push(performance.now() - start);
    }
    out.push({ ...summary(samples), total });
  }
  return out;
}

console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores; ${PROPOSALS.toLocaleString('en-CA')} proposals, ${RUNS} runs a query`);
const handle = await openDatabase({ dataDir: 'memory://' });
await migrate(handle.db, findMigrations(join(import.meta.dirname, '../../server')));
const seeding = performance.now();
await seedProposals(handle.db, PROPOSALS);
console.log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`);

const list = new WorkList(handle.db);
const withIndexes = await measure(list);
for (const index of INDEXES) await sql`drop index ${sql.id(index)}`.execute(handle.db);
await sql`analyze`.execute(handle.db);
const without = await measure(list);
await handle.close();

console.log(`${'query (count + page of 10)'.padEnd(50)} ${'matches'.padStart(8)} ${'idx med'.padStart(10)} ${'idx p95'.padStart(10)} ${'no-idx med'.padStart(10)} ${'no-idx p95'.padStart(10)} ${'ratio'.padStart(7)}`);
let over = 0;
QUERIES.forEach(({ name }, i) => {
  const a = withIndexes[i]!;
  const b = without[i]!;
  if (a.p95 >= TARGET_MS) over++;
  console.log(`${name.padEnd(50)} ${String(a.total).padStart(8)} ${ms(a.median)} ${ms(a.p95)} ${ms(b.median)} ${ms(b.p95)} ${`${(b.median / a.median).toFixed(1)}×`.padStart(7)}`);
});
console.log(`\n${over === 0 ? 'every query' : `${over} of ${QUERIES.length} queries NOT`} under ${TARGET_MS} ms at p95 with the indexes (ratio: median without ÷ median with)`);
