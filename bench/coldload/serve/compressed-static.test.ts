import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveCompressed, type CompressedStaticServer } from './compressed-static';

const SCRIPT = `export const answer = ${JSON.stringify('forty-two '.repeat(200))};\n`;
let root: string;
let server: CompressedStaticServer;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'coldload-static-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>t</title>');
  await writeFile(join(root, 'assets', 'index-B3qDFq-Y.js'), SCRIPT);
  server = await serveCompressed(root);
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

describe('serveCompressed', () => {
  it('answers brotli when accepted, gzip otherwise, with the same content', async () => {
    const br = await fetch(`${server.url}/assets/index-B3qDFq-Y.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Number(br.headers.get('content-length'))).toBeLessThan(SCRIPT.length / 5);
    expect(await br.text()).toBe(SCRIPT);
    const gzip = await fetch(`${server.url}/assets/index-B3qDFq-Y.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(SCRIPT);
  });

  it('caches hashed assets for a year and revalidates the page by its ETag', async () => {
    const asset = await fetch(`${server.url}/assets/index-B3qDFq-Y.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const etag = page.headers.get('etag') ?? '';
    expect((await fetch(`${server.url}/index.html`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('answers 404 for a file it does not hold', async () => {
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/../package.json`)).status).toBe(404);
  });
});
