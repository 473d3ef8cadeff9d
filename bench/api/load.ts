/** The load side of the API benchmark: start a bench server process, drive it with autocannon. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { BENCH_CLIENT, BENCH_ROUTE, BENCH_STATE, benchAnswers } from './fixture';
import { paced, type PacedRequest } from './paced';
import type { Row } from './row';

const PROPOSALS = '/smb/cnc/api/v2/proposals';

export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Load before each measured case, so the figures are of a warmed-up server (JIT, pools, caches), not of its first seconds. */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
export const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface Served {
  port: number;
  clients: { cookie: string; revision: number }[];
  child: ChildProcess;
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

/** Runs `opts` for WARMUP_SECONDS (discarded), then `afterWarmup`, then the measured SECONDS. */
export async function cannon(name: string, opts: autocannon.Options, afterWarmup?: () => Promise<void>): Promise<Row> {
  if (WARMUP_SECONDS > 0) await autocannon({ connections: CONNECTIONS, ...opts, duration: WARMUP_SECONDS });
  await afterWarmup?.();
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
 * The bench applicants, each saving the 40-field step at its current revision. A request takes
 * a free applicant and its answer gives it back with the new revision, so an applicant is never
 * saved twice at once. Requests still in flight when a run stops never report back: `resync`
 * reads every applicant's revision again before the next run.
 */
function applicantPool(s: Served) {
  const url = `http://127.0.0.1:${s.port}${PROPOSALS}`;
  const applicants = s.clients.map((c, i) => ({ ...c, body: JSON.stringify({ current_progress_state: BENCH_STATE, progress_states: [{ name: BENCH_STATE, completed: true, form_elements: benchAnswers(i) }] }) }));
  type Applicant = (typeof applicants)[number];
  let free = [...applicants];
  return {
    url,
    take: (): Applicant | undefined => free.pop(),
    headers: (a: Applicant) => ({ 'content-type': 'application/json', cookie: a.cookie, revision: String(a.revision) }),
    give(a: Applicant, status: number, body: string) {
      // the load generator shares the machine: read the revision without parsing the whole reply.
      // A 409 names the revision now stored: a save of the last run answered after `resync` read
      // the old one, and the applicant would otherwise stay stale for the whole run
      if (status === 200) a.revision = Number(/"progress_states_revision":(\d+)/.exec(body)![1]);
      else if (status === 409) a.revision = Number(/"current_revision":(\d+)/.exec(body)?.[1] ?? a.revision);
      free.push(a);
    },
    async resync() {
      for (const a of applicants) {
        const res = await fetch(url, { headers: { cookie: a.cookie } });
        a.revision = ((await res.json()) as { progress_states_revision: number }).progress_states_revision;
      }
      free = [...applicants];
    },
  };
}

/** PATCH of the 40-field step by as many applicants as connections, each request as soon as the last answered. */
export function patchStep(s: Served, name: string): Promise<Row> {
  const pool = applicantPool(s);
  type Ctx = { applicant?: NonNullable<ReturnType<typeof pool.take>> };
  return cannon(
    name,
    {
      url: pool.url,
      requests: [
        {
          method: 'PATCH',
          setupRequest: (req, context) => {
            const applicant = pool.take();
            if (!applicant) throw new Error('more requests in flight than applicants');
            (context as Ctx).applicant = applicant;
            return { ...req, body: applicant.body, headers: { ...req.headers, ...pool.headers(applicant) } };
          },
          onResponse: (status, body, context) => {
            const applicant = (context as Ctx).applicant;
            if (applicant) pool.give(applicant, status, body);
          },
        },
      ],
    },
    pool.resync,
  );
}

/** PATCH of the 40-field step at a fixed rate (bench/api/paced.ts), after a warm-up at that rate. */
export async function patchAtRate(s: Served, name: string, rate: number): Promise<Row> {
  const pool = applicantPool(s);
  const run = (seconds: number) => {
    const sending = new Map<PacedRequest, NonNullable<ReturnType<typeof pool.take>>>();
    return paced(name, {
      port: s.port,
      rate,
      seconds,
      connections: CONNECTIONS,
      next: () => {
        const applicant = pool.take();
        if (!applicant) return undefined;
        const request = { method: 'PATCH', path: PROPOSALS, headers: pool.headers(applicant), body: applicant.body };
        sending.set(request, applicant);
        return request;
      },
      done: (request, status, body) => {
        pool.give(sending.get(request)!, status, body);
        sending.delete(request);
      },
    });
  };
  await pool.resync();
  if (WARMUP_SECONDS > 0) await run(WARMUP_SECONDS);
  return run(SECONDS);
}
