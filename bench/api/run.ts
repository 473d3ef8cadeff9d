/**
 * API benchmark (npm run bench:api): autocannon, 50 connections, a few seconds per case, against
 * - a trivial Fastify route (the ceiling of this machine),
 * - GET of a config page,
 * - PATCH of a realistic 40-field step (validation on, a real write at the caller's revision),
 * on the embedded PGlite and, when reachable, on the PostgreSQL server of DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test). Each server runs in its own process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { dropSchema } from '../../server/db/connect';
import { BENCH_CLIENT, BENCH_ROUTE, BENCH_STATE, benchAnswers, writeBenchPrograms } from './fixture';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

interface Served {
  port: number;
  clients: { cookie: string; revision: number }[];
  child: ChildProcess;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function serve(args: string[], env: Record<string, string>): Promise<Served> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'serve.ts'), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      const { port, clients } = JSON.parse(line) as Omit<Served, 'child'>;
      resolve({ port, clients, child });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code} before it was ready`)));
  });
}

async function stop(s: Served): Promise<void> {
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  await exited;
}

async function cannon(name: string, opts: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
  const codes = Object.entries((result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}×${count}`);
  if (codes.length > 0) console.log(`${name}: non-2xx answers ${codes.join(', ')}`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

function getConfig(s: Served, name: string): Promise<Row> {
  return cannon(name, { url: `http://127.0.0.1:${s.port}/smb/cnc/api/v2/config?client=${BENCH_CLIENT}&page=${BENCH_ROUTE}&locale=en-CA` });
}

/**
 * Each request is one applicant saving the 40-field step at its current revision. autocannon
 * resets a connection's context between requests, so applicants wait in a shared free list:
 * a request takes one, its response gives it back with the new revision. Each connection has
 * one request in flight, so an applicant is never saved twice at once.
 */
function patchStep(s: Served, name: string): Promise<Row> {
  const free = s.clients.map((c, i) => ({ ...c, body: JSON.stringify({ current_progress_state: BENCH_STATE, progress_states: [{ name: BENCH_STATE, completed: true, form_elements: benchAnswers(i) }] }) }));
  type Applicant = (typeof free)[number];
  type Ctx = { applicant?: Applicant };
  return cannon(name, {
    url: `http://127.0.0.1:${s.port}/smb/cnc/api/v2/proposals`,
    requests: [
      {
        method: 'PATCH',
        setupRequest: (req, context) => {
          const applicant = free.pop();
          if (!applicant) throw new Error('more requests in flight than applicants');
          (context as Ctx).applicant = applicant;
          return { ...req, body: applicant.body, headers: { ...req.headers, 'content-type': 'application/json', cookie: applicant.cookie, revision: String(applicant.revision) } };
        },
        onResponse: (status, body, context) => {
          const applicant = (context as Ctx).applicant;
          if (!applicant) return;
          if (status === 200) applicant.revision = (JSON.parse(body) as { progress_states_revision: number }).progress_states_revision;
          free.push(applicant);
        },
      },
    ],
  });
}

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
      pgRows = [await getConfig(server, 'GET config page (PostgreSQL)'), await patchStep(server, 'PATCH 40-field step (PostgreSQL)')];
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
  const [pgConfig, pgPatch] = pgRows;
  const liteConfig = rows[1]!;
  console.log('\nTargets:');
  if (pgPatch) console.log(`  PATCH on PostgreSQL >= 1,000 req/s with p99 < 50 ms: ${pgPatch.rps.toFixed(0)} req/s, p99 ${pgPatch.p99} ms → ${pgPatch.rps >= 1000 && pgPatch.p99 < 50 ? 'met' : 'NOT met'}`);
  const config = pgConfig ?? liteConfig;
  console.log(`  config page >= 10,000 req/s: ${config.rps.toFixed(0)} req/s → ${config.rps >= 10_000 ? 'met' : 'NOT met'}`);
  const failures = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
  if (failures.length > 0) console.log(`  non-2xx or errors in: ${failures.map((r) => r.name).join(', ')} (a benchmark of failures measures nothing)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
