/**
 * Production build of the benchmark page (bench/keystroke/page) into a temporary folder, with
 * vite's build() API and no project config, so the app's dist/ is never touched; the largest
 * shipped page goes beside it as shipped.json.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { PREACT_RUNTIME } from '../../tools/preact-runtime';
import { SHIPPED_FILE, type ShippedForm } from './shipped/form';

const PAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'page');

/**
 * The runtime every variant renders with: `react` (react-dom) or `preact` (preact/compat, as the
 * built app ships: tools/preact-runtime.ts). KEYSTROKE_RUNTIME picks it; react by default.
 */
export type BenchRuntime = 'react' | 'preact';

export function benchRuntime(value = process.env.KEYSTROKE_RUNTIME): BenchRuntime {
  if (value === undefined || value === '' || value === 'react') return 'react';
  if (value === 'preact') return 'preact';
  throw new Error(`KEYSTROKE_RUNTIME is "${value}": use react or preact`);
}

/** Returns the folder to serve: index.html, assets/ and shipped.json. */
export async function buildBenchPage(shipped: ShippedForm, runtime: BenchRuntime = 'react'): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'keystroke-bench-'));
  await build({
    configFile: false,
    root: PAGE_DIR,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: runtime === 'preact' ? PREACT_RUNTIME : [] },
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 5000 },
  });
  await writeFile(join(outDir, SHIPPED_FILE), JSON.stringify(shipped));
  return outDir;
}
