/**
 * What the app's production build leaves out (issue "browser diet"): no ICU message parser (messages
 * are precompiled), no markdown renderer or sanitizer (the server renders markdown), no server
 * messages, no data router (the declarative one renders the routes); each language's messages in a
 * chunk of its own. Read from the build's source maps and code.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'bundle-contents-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** chunk file → the modules it was built from */
const chunks = new Map<string, string[]>();
const code = new Map<string, string>();

beforeAll(async () => {
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: true } });
  const assets = join(outDir, 'assets');
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    code.set(file, readFileSync(join(assets, file), 'utf8'));
    chunks.set(file, (JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8')) as { sources: string[] }).sources);
  }
}, 180_000);

const chunksWith = (pattern: RegExp) => [...chunks].filter(([, sources]) => sources.some((s) => pattern.test(s))).map(([file]) => file);

describe('the app bundle', () => {
  it('has no ICU message parser, only its no-parser entry', () => {
    expect(chunksWith(/icu-messageformat-parser\/(index|parser)|icu-skeleton-parser/)).toEqual([]);
    expect(chunksWith(/icu-messageformat-parser\/no-parser/)).toHaveLength(1);
  });

  it('has no markdown renderer or HTML sanitizer', () => {
    expect(chunksWith(/node_modules\/(markdown-to-jsx|marked|dompurify)\//)).toEqual([]);
    expect(chunksWith(/adapters\/markdown\//)).toEqual([]);
  });

  it('has no react-router data router (src/app/App.tsx: the declarative router)', () => {
    // react-router ships as one module, so its code tells: this check of createRouter stays in production builds
    expect([...code].filter(([, js]) => js.includes('non-empty routes array to createRouter')).map(([file]) => file)).toEqual([]);
  });

  it("holds each language's messages, precompiled, in a chunk of its own, and no server message", () => {
    // the language switch's label, written in the language it leads to
    for (const [locale, text] of [['en-CA', 'Afficher cette page en français'], ['fr-CA', 'View this page in English']] as const) {
      const holding = [...code].filter(([, js]) => js.includes(text)).map(([file]) => file);
      expect(holding).toEqual([expect.stringMatching(new RegExp(`^${locale}-`))]);
    }
    const english = [...code].find(([file]) => file.startsWith('en-CA-'))![1];
    expect(english).toContain('"app.loading"');
    expect(english).not.toContain('"app.loading":"Loading'); // an AST, not an ICU string
    expect(chunksWith(/schemas\/content\/[^/]+\/server\.json/)).toEqual([]);
  });
});
