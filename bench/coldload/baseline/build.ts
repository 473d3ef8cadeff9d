/**
 * Production build of the bare RJSF page (baseline/page) with the step's form inlined, with
 * vite's build() API and no project config, into a temporary folder (the app's dist/ is never
 * touched).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type { BareForm } from './to-bare-rjsf';

const PAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'page');
const FORM_ID = 'virtual:coldload-form';
const RESOLVED_FORM_ID = `\0${FORM_ID}`;

function inlineForm(form: BareForm): Plugin {
  return {
    name: 'coldload-inline-form',
    resolveId: (id) => (id === FORM_ID ? RESOLVED_FORM_ID : undefined),
    load: (id) =>
      id === RESOLVED_FORM_ID ? `export const schema = ${JSON.stringify(form.schema)};\nexport const uiSchema = ${JSON.stringify(form.uiSchema)};\n` : undefined,
  };
}

/** Returns the folder holding index.html and assets/. */
export async function buildBaselinePage(form: BareForm): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'coldload-baseline-'));
  await build({
    configFile: false,
    root: PAGE_DIR,
    base: '/',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), inlineForm(form)],
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 5000 },
  });
  return outDir;
}
