/**
 * Profiles the bench server (npx tsx bench/api/profile.ts [patch|config] [pglite|postgres]):
 * runs it under `node --cpu-prof` while autocannon drives one case, then prints the top
 * self-time functions and files of the .cpuprofile it wrote.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { dropSchema } from '../../server/db/connect';
import { writeBenchPrograms } from './fixture';
import { CONNECTIONS, PG_URL, SECONDS, getConfig, patchStep, serve, stop } from './load';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  endTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function top(map: Map<string, number>, total: number, n: number): string[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => `${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`);
}

const fileOf = (url: string): string =>
  url.replace(/^file:\/\//, '').replace(/.*\/node_modules\/((@[^/]+\/)?[^/]+).*/, 'pkg:$1').replace(process.cwd() + '/', '') || '(native)';

/**
 * Self time by function and by file (node_modules collapsed to the package), and inclusive
 * time of the project's own functions, over the last `windowMs` of the profile (the load;
 * start-up and seeding come before it).
 */
export function summarise(profile: CpuProfile, windowMs: number, n = 30): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let at = profile.endTime;
  const from = profile.endTime - windowMs * 1000;
  for (let i = profile.samples.length - 1; i >= 0; i--) {
    const us = profile.timeDeltas[i] ?? 0;
    at -= us;
    if (at < from) break;
    const frame = byId.get(profile.samples[i]!)?.callFrame;
    if (!frame) continue;
    total += us;
    const file = fileOf(frame.url);
    const name = (f: ProfileNode['callFrame']) => `${f.functionName || '(anonymous)'}  ${fileOf(f.url)}:${f.lineNumber + 1}`;
    self.set(name(frame), (self.get(name(frame)) ?? 0) + us);
    byFile.set(file, (byFile.get(file) ?? 0) + us);
    const seen = new Set<string>();
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const f = byId.get(id)!.callFrame;
      if (!/^(server|adapters)\//.test(fileOf(f.url))) continue;
      const key = name(f);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  return [
    `last ${windowMs} ms of the profile: ${(total / 1000).toFixed(0)} ms sampled`,
    '',
    'self time by function:',
    ...top(self, total, n),
    '',
    'self time by file/package:',
    ...top(byFile, total, 20),
    '',
    'inclusive time of server/ and adapters/ functions:',
    ...top(inclusive, total, n),
  ].join('\n');
}

async function main(): Promise<void> {
  const which = process.argv[2] ?? 'patch';
  const db = process.argv[3] ?? 'postgres';
  const programs = writeBenchPrograms();
  const profDir = mkdtempSync(join(tmpdir(), 'bench-prof-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const env = { PROGRAMS_DIR: programs, LOG_LEVEL: 'error', SEED_DEMO: 'false', TRUST_PROXY: 'false' };
  const dbEnv: Record<string, string> = db === 'postgres' ? { DATABASE_URL: PG_URL, DB_SCHEMA: schema, DB_POOL_SIZE: process.env.BENCH_POOL ?? '20' } : { DATA_DIR: dataDir, DATABASE_URL: '' };
  const server = await serve(['portal', String(CONNECTIONS)], { ...env, ...dbEnv }, ['--cpu-prof', `--cpu-prof-dir=${profDir}`]);
  try {
    const row = which === 'config' ? await getConfig(server, which) : await patchStep(server, which);
    console.log(`${which} on ${db}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}\n`);
  } finally {
    await stop(server);
    if (db === 'postgres') await dropSchema(PG_URL, schema);
  }
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile written in ${profDir}`);
  console.log(summarise(JSON.parse(readFileSync(join(profDir, file), 'utf8')) as CpuProfile, SECONDS * 1000 - 300));
  console.log(`\nprofile: ${join(profDir, file)}`);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(programs, '..'), { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
