/**
 * Security headers on every kind of reply (docs/security.md "Headers"): the browser app's pages
 * and assets, API JSON (with and without personal data), errors, and the OpenAPI UI at /docs.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../server/testing/test-app';
import { noStore } from '../../server/http/security-headers';

const API = '/smb/cnc/api/v2';
let t: TestApp;
let proxied: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  const payments = { providerUrl: 'http://127.0.0.1:8090', sandboxPort: null, apiKey: 'k' };
  t = await startTestApp({ distDir: dist, payments });
  // behind one TLS-terminating proxy
  proxied = await startTestApp({ distDir: dist, payments, trustProxy: 1 });
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Parses a CSP header into directive → sources. */
function csp(header: string | null): Record<string, string[]> {
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectPortalPolicy(res: Response) {
  const policy = csp(res.headers.get('content-security-policy'));
  expect(policy['default-src']).toEqual(["'self'"]);
  // 'unsafe-eval' only for RJSF's Ajv in the browser (docs/security.md); never inline script
  expect(policy['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  expect(policy['frame-src']).toEqual(['http://127.0.0.1:8090']);
  expect(Object.values(policy).flat()).not.toContain("'unsafe-inline'");
  expect(Object.values(policy).flat()).not.toContain('*');
}

function expectCommon(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

describe('security headers by kind of reply', () => {
  it('a page of the browser app', async () => {
    const res = await fetch(`${t.url}/accountants/en-ca/general-information`);
    expect(res.status).toBe(200);
    expectCommon(res);
    expectPortalPolicy(res);
  });

  it('a static asset', async () => {
    const res = await fetch(`${t.url}/assets/app-1a2b3c.js`);
    expect(res.status).toBe(200);
    expectCommon(res);
    expectPortalPolicy(res);
  });

  it('API JSON that may carry personal data is never stored by a cache', async () => {
    for (const path of [`${API}/session`, `${API}/proposals`, `${API}/policies`]) {
      const res = await fetch(`${t.url}${path}`);
      expectCommon(res);
      expectPortalPolicy(res);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const signedIn = await fetch(`${t.url}${API}/session`, { headers: { cookie: await t.login('a@test') } });
    expect((await signedIn.json()).user.login).toBe('a@test');
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
  });

  it('errors, an unknown API path and the health check', async () => {
    for (const [path, status] of [[`${API}/nothing-here`, 404], ['/healthz', 200]] as const) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status).toBe(status);
      expectCommon(res);
      expectPortalPolicy(res);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('the public config service keeps its ETag revalidation', async () => {
    const res = await fetch(`${t.url}${API}/config?client=TESTPROG&locale=en-CA&page=journey`);
    expect(res.status).toBe(200);
    expectCommon(res);
    expectPortalPolicy(res);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('/docs has its own policy: its scripts only, never framed', async () => {
    const res = await fetch(`${t.url}/docs/static/index.html`);
    expect(res.status).toBe(200);
    expectCommon(res);
    const policy = csp(res.headers.get('content-security-policy'));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('HSTS only when the request came over HTTPS (through a trusted proxy)', async () => {
    const https = await fetch(`${proxied.url}/accountants/en-ca/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await fetch(`${proxied.url}/accountants/en-ca/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // without a configured proxy the forwarded protocol is not believed
    const spoofed = await fetch(`${t.url}/accountants/en-ca/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('which API replies may be cached', () => {
  it('only the public config service; everything else under the API is no-store', () => {
    expect(noStore('/smb/cnc/api/v2/config?client=CANACCT&page=journey')).toBe(false);
    expect(noStore('/smb/cnc/api/v2/config/reload')).toBe(true);
    expect(noStore('/smb/cnc/api/v2/proposals')).toBe(true);
    expect(noStore('/healthz')).toBe(true);
    expect(noStore('/accountants/en-ca/payment')).toBe(false);
  });
});
