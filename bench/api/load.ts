/** The load side of the API benchmark: start a bench server process, drive it with autocannon. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { BENCH_CLIENT, BENCH_ROUTE, BENCH_STATE, benchAnswers } from './fixture';

export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface Served {
  port: number;
  clients: { cookie: string; revision: number }[];
  child: ChildProcess;
}

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export function serve(args: string[], env: Record<string, string>, nodeArgs: string[] = []): Promise<Served> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(import.meta.dirname, 'serve.ts'), ...args], {
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

export async function stop(s: Served): Promise<void> {
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  await exited;
}

export async function cannon(name: string, opts: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
  const codes = Object.entries((result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}×${count}`);
  if (codes.length > 0) console.log(`${name}: non-2xx answers ${codes.join(', ')}`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

export function getConfig(s: Served, name: string): Promise<Row> {
  return cannon(name, { url: `http://127.0.0.1:${s.port}/smb/cnc/api/v2/config?client=${BENCH_CLIENT}&page=${BENCH_ROUTE}&locale=en-CA` });
}

/**
 * Each request is one applicant saving the 40-field step at its current revision. autocannon
 * resets a connection's context between requests, so applicants wait in a shared free list:
 * a request takes one, its response gives it back with the new revision. Each connection has
 * one request in flight, so an applicant is never saved twice at once.
 */
export function patchStep(s: Served, name: string): Promise<Row> {
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

