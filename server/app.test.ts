import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await startTestApp({ distDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the app', () => {
  it('GET /healthz reports the database in use', async () => {
    const res = await fetch(`${t.url}/healthz`);
    expect(await res.json()).toEqual({ status: 'ok', db: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('serves the browser app, with index.html for client-side routes and JSON 404 for API paths', async () => {
    const asset = await fetch(`${t.url}/assets/app.js`);
    expect(await asset.text()).toBe('console.log(1)');
    const route = await fetch(`${t.url}/accountants/en-ca/general-information`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect(await route.text()).toContain('<title>Portal</title>');
    const api = await fetch(`${t.url}/smb/cnc/api/v2/unknown`);
    expect(api.status).toBe(404);
    expect((await api.json()).message).toBe('There is no GET /smb/cnc/api/v2/unknown.');
  });

  it('publishes OpenAPI at /docs with the schemas of every API route', async () => {
    const ui = await fetch(`${t.url}/docs`);
    expect(ui.status).toBe(200);
    const doc = await (await fetch(`${t.url}/docs/json`)).json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const p of ['/smb/cnc/api/v2/proposals', '/smb/cnc/api/v2/proposals/search', '/smb/cnc/api/v2/proposals/{customerNumber}', '/smb/cnc/api/v2/config', '/smb/cnc/api/v2/login', '/healthz']) {
      expect(paths).toContain(p);
    }
    expect(paths).not.toContain('/*');
    expect(doc.paths['/smb/cnc/api/v2/proposals'].patch.requestBody.content['application/json'].schema.required).toEqual(['current_progress_state', 'progress_states']);
    expect(Object.keys(doc.paths['/smb/cnc/api/v2/proposals'].patch.responses)).toEqual(['200', '400', '401', '403', '404', '409']);
  });
});
