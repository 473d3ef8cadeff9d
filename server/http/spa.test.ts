/**
 * index.html answered by the spa fallback (docs/server.md "Browser app"): a pre-render that fails never
 * breaks the page (logged, plain index.html sent); one that succeeds lands in the root element with
 * its replies beside it, inlined so that nothing in them can end the script element.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import spa, { withPage, type SpaOptions } from './spa';

const INDEX = '<!doctype html><html lang="en-CA"><head><title>Portal</title></head><body><div id="root"></div></body></html>';
const dirs: string[] = [];

async function serve(prerender: SpaOptions['prerender'], logged: string[] = []) {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  dirs.push(dist);
  writeFileSync(join(dist, 'index.html'), INDEX);
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } } });
  await app.register(spa, { distDir: dist, prerender });
  return app;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the pre-rendered step page', () => {
  it('a failing pre-render is logged and the plain index.html goes out', async () => {
    const logged: string[] = [];
    const app = await serve(async () => {
      throw new Error('layout store down');
    }, logged);
    const res = await app.inject({ method: 'GET', url: '/lawyers/en-ca/general-information' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(logged.join('\n')).toContain('layout store down');
    await app.close();
  });

  it('a successful one is personal and carries its replies', async () => {
    const app = await serve(async () => ({ html: '<p>Form</p>', title: 'Step', lang: 'fr-CA', payload: { name: '</script><script>alert(1)</script>' }, stylesheets: ['assets/form.css'], modules: [] }));
    const res = await app.inject({ method: 'GET', url: '/lawyers/en-ca/general-information' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.body).toContain('<div id="root"><p>Form</p></div><script type="application/json" id="first-payload">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/form.css"></head>');
    await app.close();
  });
});

describe('withPage', () => {
  it('leaves the template alone but for the language, the title, the root element and the head', () => {
    const html = withPage(INDEX, { html: 'X', title: 'Étape <1>', lang: 'fr-CA', payload: 1, stylesheets: [], modules: ['/m.js'] });
    expect(html).toBe('<!doctype html><html lang="fr-CA"><head><title>Étape &lt;1&gt;</title><link rel="modulepreload" crossorigin href="/m.js"></head><body><div id="root">X</div><script type="application/json" id="first-payload">1</script></body></html>');
  });
});
