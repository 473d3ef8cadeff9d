/**
 * `npm run budget`: per route kind, the JS and CSS a cold visit downloads, as the server sends them
 * (the .gz/.br twins tools/precompress.ts writes), beside its budget; exits 1 when one is over.
 * Run after `vite build` (docs/bench.md "Bundle budget"). `--files` also lists each route's files.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest, Sizes } from './bundle-budget/manifest';
import { budgetRows, formatRows, overMessages, targetMessages } from './bundle-budget/report';
import { ROUTE_KINDS } from './bundle-budget/routes';

const dist = process.env.DIST_DIR ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');

function sizeOf(file: string): Sizes {
  const path = join(dist, file);
  for (const twin of [`${path}.gz`, `${path}.br`]) {
    if (!existsSync(twin)) throw new Error(`${twin} is missing: build with tools/precompress.ts (vite.config.ts)`);
  }
  return { raw: statSync(path).size, gzip: statSync(`${path}.gz`).size, brotli: statSync(`${path}.br`).size };
}

if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} not found: run \`npx vite build\` first`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const rows = budgetRows(manifest, ROUTE_KINDS, sizeOf);
console.log(formatRows(rows));
if (process.argv.includes('--files')) {
  for (const row of rows) console.log(`\n${row.route} ${row.kind}:\n  ${row.files.join('\n  ')}`);
}
const missed = targetMessages(rows);
if (missed.length > 0) console.log(`\n${missed.join('\n')}`);
const over = overMessages(rows);
if (over.length > 0) {
  console.error(`\n${over.join('\n')}`);
  process.exit(1);
}
console.log('\nevery route kind is within its budget');
