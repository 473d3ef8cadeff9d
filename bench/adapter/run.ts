/**
 * `npm run bench:adapter`: prints how long the adapter takes (docs/architecture.md "Speed rules"), against the targets:
 * compileLayout cold < 2 ms and warm < 50 µs per page, validatePage on 300 fields < 1 ms.
 * Figures, not a test: the machine's load moves them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { clearCompileCache, compileLayout } from '../../adapters/compile';
import type { CompileContext, LayoutPage } from '../../adapters/types';
import '../../adapters/i18n/messages'; // validatePage's messages
import { validatePage } from '../../adapters/validators';
import { installRuntimeCompiler } from '../../adapters/validators/ajv';
import { answers300, page300 } from './page-300';
import { summary, time, us } from './stats';

const COLD_RUNS = 40;
const WARM_RUNS = 2000;
const VALIDATE_RUNS = 300;
const TARGET = { cold: 2000, warm: 50, validate: 1000 };

const root = join(import.meta.dirname, '../../schemas/programs');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
const pages = files(root)
  .filter((f) => /\/pages\/[^/]+\.json$/.test(f))
  .map((f) => ({ name: relative(root, f), page: JSON.parse(readFileSync(f, 'utf8')) as LayoutPage, program: relative(root, f).split('/')[0]! }));

const verdict = (value: number, target: number) => (value < target ? 'ok' : `OVER target ${us(target).trim()}`);
const started = Date.now();
console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores (a busy machine stretches the p95)`);
// let the JIT settle first: the figures are for a running server or browser, not a cold process
for (let i = 0; i < 5; i++) for (const { page, program } of pages) {
  clearCompileCache();
  compileLayout(structuredClone(page), { locale: 'en-CA', program, applicationType: 'NEW', role: 'applicant' });
}
console.log(`compileLayout over ${pages.length} pages in schemas/programs (cold: fresh cache and fresh page object, ${COLD_RUNS} runs; warm: ${WARM_RUNS} runs)\n`);
console.log(`${'page'.padEnd(62)} ${'cold med'.padStart(10)} ${'cold p95'.padStart(10)} ${'warm med'.padStart(10)} ${'warm p95'.padStart(10)}`);

const allCold: number[] = [];
const allWarm: number[] = [];
for (const { name, page, program } of pages) {
  const ctx: CompileContext = { locale: 'fr-CA', program, applicationType: 'NEW', role: 'applicant' };
  const cold: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const copy = structuredClone(page);
    clearCompileCache();
    cold.push(time(() => compileLayout(copy, ctx)));
  }
  const warm: number[] = [];
  compileLayout(page, ctx);
  for (let i = 0; i < WARM_RUNS; i++) warm.push(time(() => compileLayout(page, ctx)));
  allCold.push(...cold);
  allWarm.push(...warm);
  const c = summary(cold);
  const w = summary(warm);
  console.log(`${name.padEnd(62)} ${us(c.median)} ${us(c.p95)} ${us(w.median)} ${us(w.p95)}`);
}

const cold = summary(allCold);
const warm = summary(allWarm);
console.log(`\nall pages   cold median ${us(cold.median)}  p95 ${us(cold.p95)}   target < 2 ms: ${verdict(cold.p95, TARGET.cold)}`);
console.log(`            warm median ${us(warm.median)}  p95 ${us(warm.p95)}   target < 50 µs: ${verdict(warm.p95, TARGET.warm)}`);

const big = page300();
const ctx300: CompileContext = { locale: 'en-CA', program: 'BENCH', applicationType: 'NEW', role: 'applicant' };
const bigColds: number[] = [];
for (let i = 0; i < 20; i++) {
  const copy = structuredClone(big);
  clearCompileCache();
  bigColds.push(time(() => compileLayout(copy, ctx300)));
}
const bigCold = summary(bigColds).median;
const compiled = compileLayout(big, ctx300);
const data = answers300();
installRuntimeCompiler();
const firstErrors = validatePage(compiled, data, { today: '2025-06-01' });
if (firstErrors.length) console.log(`\nnote: the 300-field answers gave ${firstErrors.length} errors, first: ${firstErrors[0]!.field}: ${firstErrors[0]!.message}`);
// a fresh install forgets the validators compiled so far: the next validation compiles its own
installRuntimeCompiler();
const firstValidate = time(() => validatePage(compileLayout(structuredClone(big), { ...ctx300, locale: 'fr-CA' }), data, { today: '2025-06-01' }));
const runs: number[] = [];
for (let i = 0; i < VALIDATE_RUNS; i++) runs.push(time(() => validatePage(compiled, data, { today: '2025-06-01' })));
const v = summary(runs);
console.log(`\n300-field page: compileLayout cold median ${us(bigCold).trim()}; first validatePage (compiles its ajv validator) ${us(firstValidate).trim()}`);
console.log(`validatePage   median ${us(v.median)}  p95 ${us(v.p95)}   target < 1 ms: ${verdict(v.median, TARGET.validate)}  (${VALIDATE_RUNS} runs, every field shown and valid)`);
console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s`);
