/**
 * Production build of the benchmark page (bench/keystroke/page) into a temporary folder, with
 * vite's build() API and no project config, so the app's dist/ is never touched.
 */
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const PAGE_DIR = join(here, 'page');
const OURS_ID = 'virtual:keystroke-ours';
const OURS_SOURCE = join(PAGE_DIR, 'variants', 'ours.tsx');
const OURS_MISSING = join(PAGE_DIR, 'variants', 'ours-missing.tsx');

export interface BenchBuild {
  outDir: string;
  /** false while widgets/journey-form does not export JourneyForm: the "ours" variant is then a stand-in. */
  oursAvailable: boolean;
}

/** Our variant needs JourneyForm; until widgets/journey-form has it, build a stand-in instead. */
function journeyFormAvailable(): boolean {
  const folder = join(here, '..', '..', 'widgets', 'journey-form');
  return existsSync(OURS_SOURCE) && ['index.ts', 'index.tsx'].some((f) => existsSync(join(folder, f)));
}

function oursVariant(available: boolean): Plugin {
  return {
    name: 'keystroke-ours-variant',
    resolveId: (id) => (id === OURS_ID ? (available ? OURS_SOURCE : OURS_MISSING) : undefined),
  };
}

export async function buildBenchPage(): Promise<BenchBuild> {
  const outDir = await mkdtemp(join(tmpdir(), 'keystroke-bench-'));
  const oursAvailable = journeyFormAvailable();
  await build({
    configFile: false,
    root: PAGE_DIR,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), oursVariant(oursAvailable)],
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 5000 },
  });
  return { outDir, oursAvailable };
}
