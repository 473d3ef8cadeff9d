/**
 * Vite plugin: after the build, writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip level 9)
 * beside every text asset of the output, so the server sends compressed bytes without compressing on
 * each request (server/http/static-files.ts, docs/server.md "Browser app").
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** What the browser downloads as text; source maps are left alone (only developer tools fetch them). */
const TEXT_ASSET = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Every text asset under `dir`, relative paths; dot directories (Vite's .vite/manifest.json) are skipped. */
export async function textAssets(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && TEXT_ASSET.test(e.name))
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .filter((path) => !path.split(/[\\/]/).some((part) => part.startsWith('.')));
}

/** Writes the .br and .gz of one file. */
export async function compressFile(path: string): Promise<void> {
  const raw = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz(raw, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
}

export async function precompressDir(dir: string): Promise<number> {
  const files = await textAssets(dir);
  await Promise.all(files.map((file) => compressFile(join(dir, file))));
  return files.length;
}

/** Compresses the folder the bundle was written to (as the bundler resolved it: Storybook's too), once everything is written. */
export function precompress(): Plugin {
  const written = new Set<string>();
  return {
    name: 'portal-precompress',
    apply: 'build',
    writeBundle(options) {
      if (options.dir) written.add(options.dir);
    },
    async closeBundle() {
      for (const dir of written) {
        const count = await precompressDir(dir);
        this.info(`precompressed ${count} text assets of ${dir} (.br, .gz)`);
      }
      written.clear();
    },
  };
}
