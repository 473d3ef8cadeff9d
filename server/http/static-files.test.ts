/**
 * The browser app as the server sends it (docs/server.md "Browser app"): precompressed twins chosen by
 * Accept-Encoding, immutable hashed assets, index.html revalidated by ETag, 404s that stay 404s.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { cacheControlFor } from './static-files';

const INDEX = '<!doctype html><title>Portal</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>';
const SCRIPT = `export const greeting = ${JSON.stringify('bonjour '.repeat(200))};`;
const SCRIPT_URL = '/assets/index-Ab12Cd34.js';
/** what @fastify/send names .js, a JavaScript MIME type browsers accept for module scripts */
const JS_TYPE = 'application/javascript; charset=utf-8';

let t: TestApp;
let dist: string;

/** the file and the twins tools/precompress.ts writes beside it */
function writeWithTwins(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeWithTwins(join(dist, 'index.html'), INDEX);
  writeWithTwins(join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  t = await startTestApp({ distDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('compression chosen by Accept-Encoding', () => {
  it('brotli when the browser accepts it, even listed after gzip', async () => {
    const res = await get(SCRIPT_URL, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe(JS_TYPE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('gzip when only gzip is accepted', async () => {
    const res = await get(SCRIPT_URL, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe(JS_TYPE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('the file itself when no compression is accepted, still varying on Accept-Encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(SCRIPT_URL, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe(JS_TYPE);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('index.html and a client route are compressed too, as HTML', async () => {
    for (const url of ['/', '/accountants/en-ca/general-information']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('the twins are not addressable on their own', async () => {
    const res = await get(`${SCRIPT_URL}.br`);
    expect(res.statusCode).toBe(404);
  });
});

describe('caching', () => {
  it('a content-hashed asset is kept a year without revalidation, whatever its encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get(SCRIPT_URL, { 'accept-encoding': encoding });
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
  });

  it('index.html and a client route are revalidated: no-cache, an ETag, 304 on If-None-Match', async () => {
    for (const url of ['/', '/index.html', '/accountants/en-ca/general-information']) {
      for (const encoding of ['br', 'identity']) {
        const first = await get(url, { 'accept-encoding': encoding });
        expect(first.statusCode, url).toBe(200);
        expect(first.headers['cache-control'], url).toBe('no-cache');
        const etag = first.headers.etag;
        expect(etag, url).toMatch(/^W\/".+"$/);
        const again = await get(url, { 'accept-encoding': encoding, 'if-none-match': String(etag) });
        expect(again.statusCode, `${url} ${encoding}`).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers['cache-control'], url).toBe('no-cache');
        const changed = await get(url, { 'accept-encoding': encoding, 'if-none-match': 'W/"other"' });
        expect(changed.statusCode, url).toBe(200);
      }
    }
  });

  it('a non-hashed public file (favicon) is revalidated, never kept blindly', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });

  it('the policy by path: assets/ immutable, everything else no-cache', () => {
    expect(cacheControlFor('assets/JourneyPage-IgwyR6gT.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('index.html.gz')).toBe('no-cache');
    expect(cacheControlFor('favicon.ico')).toBe('no-cache');
  });

  it('the config service keeps its own caching (no-cache + ETag), unchanged by the static files', async () => {
    const res = await get('/smb/cnc/api/v2/config?client=TESTPROG&locale=en-CA&page=journey');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });
});

describe('what is not a file', () => {
  it('an unknown API path is a JSON 404, not index.html', async () => {
    const res = await get('/smb/cnc/api/v2/unknown', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toBe('There is no GET /smb/cnc/api/v2/unknown.');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a missing asset is a 404, never index.html parsed as a script', async () => {
    for (const url of ['/assets/index-OldHash1.js', '/assets/nested/gone.css']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.body, url).not.toContain('<title>Portal</title>');
    }
  });
});
