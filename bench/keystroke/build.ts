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
import { SHIPPED_FILE, type ShippedForm } from './shipped/form';

const PAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'page');

/** Returns the folder to serve: index.html, assets/ and shipped.json. */
export async function buildBenchPage(shipped: ShippedForm): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'keystroke-bench-'));
  await build({
    configFile: false,
    root: PAGE_DIR,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 5000 },
  });
  await writeFile(join(outDir, SHIPPED_FILE), JSON.stringify(shipped));
  return outDir;
}
