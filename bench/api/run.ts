/**
 * API benchmark (npm run bench:api): autocannon, 50 connections, a few seconds per case after a
 * warm-up, against
 * - a trivial Fastify route (the ceiling of this machine),
 * - GET of a config page,
 * - PATCH of a realistic 40-field step (validation on, a real write at the caller's revision),
 * on the embedded PGlite and, when reachable, on the PostgreSQL server of DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test); on PostgreSQL also the PATCH paced at the
 * target rate, for its latency at that rate. Each server runs in its own process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropSchema } from '../../server/db/connect';
import { writeBenchPrograms } from './fixture';
import { CONNECTIONS, PG_URL, SECONDS, cannon, getConfig, patchAtRate, patchStep, serve, stop } from './load';
import type { Row } from './row';

/** The PATCH target rate: its p99 is measured at this rate, paced (bench/api/paced.ts). */
const TARGET_RATE = 1000;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function table(rows: Row[]): void {
  const ceiling = rows[0]!.rps;
  const head = ['case', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs ceiling'];
  const body = rows.map((r) => [r.name, r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), String(r.non2xx), String(r.errors), `${((r.rps / ceiling) * 100).toFixed(1)}%`]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
}

async function main(): Promise<void> {
  const started = Date.now();
  const programs = writeBenchPrograms();
  const env = { PROGRAMS_DIR: programs, LOG_LEVEL: 'error', SEED_DEMO: 'false', TRUST_PROXY: 'false' };
  const rows: Row[] = [];

  const ceiling = await serve(['ceiling'], env);
  rows.push(await cannon('trivial Fastify route (ceiling)', { url: `http://127.0.0.1:${ceiling.port}/ping` }));
  await stop(ceiling);

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  const lite = await serve(['portal', String(CONNECTIONS)], { ...env, DATA_DIR: dataDir, DATABASE_URL: '' });
  rows.push(await getConfig(lite, 'GET config page (PGlite)'));
  rows.push(await patchStep(lite, 'PATCH 40-field step (PGlite)'));
  await stop(lite);
  rmSync(dataDir, { recursive: true, force: true });

  let pgRows: Row[] = [];
  if (await postgresReachable()) {
    const schema = `bench_${randomBytes(5).toString('hex')}`;
    const server = await serve(['portal', String(CONNECTIONS)], { ...env, DATABASE_URL: PG_URL, DB_SCHEMA: schema, DB_POOL_SIZE: '20' });
    try {
      pgRows = [
        await getConfig(server, 'GET config page (PostgreSQL)'),
        await patchStep(server, 'PATCH 40-field step (PostgreSQL)'),
        await patchAtRate(server, `PATCH at ${TARGET_RATE} req/s, paced (PostgreSQL)`, TARGET_RATE),
      ];
      rows.push(...pgRows);
    } finally {
      await stop(server);
      await dropSchema(PG_URL, schema);
    }
  } else {
    console.log(`PostgreSQL not reachable at ${PG_URL}: PostgreSQL cases skipped`);
  }
  rmSync(join(programs, '..'), { recursive: true, force: true });

  console.log(`\nAPI benchmark: ${CONNECTIONS} connections, ${SECONDS} s per case, loopback (${((Date.now() - started) / 1000).toFixed(0)} s in all)\n`);
  table(rows);
  const [pgConfig, pgPatch, pgPaced] = pgRows;
  const liteConfig = rows[1]!;
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log('\nTargets:');
  if (pgPatch && pgPaced) {
    console.log(`  PATCH on PostgreSQL >= ${TARGET_RATE} req/s (${CONNECTIONS} connections, each sending as soon as answered): ${pgPatch.rps.toFixed(0)} req/s → ${verdict(pgPatch.rps >= TARGET_RATE)}`);
    console.log(`  PATCH on PostgreSQL, p99 < 50 ms at ${TARGET_RATE} req/s (paced): p99 ${pgPaced.p99.toFixed(1)} ms → ${verdict(pgPaced.rps >= TARGET_RATE * 0.99 && pgPaced.p99 < 50)}`);
    console.log(
      `    (with ${CONNECTIONS} requests always in flight the wait is set by the rate, not the server: ${CONNECTIONS} / ${pgPatch.rps.toFixed(0)} req/s = ${((CONNECTIONS / pgPatch.rps) * 1000).toFixed(0)} ms mean, p99 ${pgPatch.p99} ms)`,
    );
  }
  const config = pgConfig ?? liteConfig;
  console.log(`  config page >= 10,000 req/s: ${config.rps.toFixed(0)} req/s → ${config.rps >= 10_000 ? 'met' : 'NOT met'}`);
  const failures = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
  if (failures.length > 0) console.log(`  non-2xx or errors in: ${failures.map((r) => r.name).join(', ')} (a benchmark of failures measures nothing)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
