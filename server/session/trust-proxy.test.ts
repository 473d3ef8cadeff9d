/**
 * X-Forwarded-* are believed only when TRUST_PROXY says a proxy is in front (docs/server.md
 * "Sessions and origin"): by default the peer is the client and the connection says whether it is
 * HTTPS; with a hop count, the address and protocol the proxy forwarded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

const API = '/smb/cnc/api/v2';
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await startTestApp();
  proxied = await startTestApp({ trustProxy: 1 });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

const signIn = (t: TestApp, login: string, password: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `${API}/login`, payload: { login, password }, headers, remoteAddress });

describe('TRUST_PROXY unset (the default)', () => {
  it('a rotating X-Forwarded-For does not escape the per-address throttle', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push((await signIn(direct, `nobody${i}@test`, 'guess', { 'x-forwarded-for': `198.51.100.${i + 1}` }, '10.3.0.1')).statusCode);
    }
    expect(statuses).toEqual([...Array(31).fill(401), 429]);
  });

  it('X-Forwarded-Proto: https does not make the cookie Secure nor __Host-', async () => {
    const res = await signIn(direct, 'a@test', TEST_PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).not.toContain('Secure');
  });
});

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  it('throttles the forwarded client address, not the proxy’s', async () => {
    const wrong = [];
    for (let i = 0; i < 6; i++) wrong.push((await signIn(proxied, 'sponsor@test', 'wrong', { 'x-forwarded-for': '203.0.113.7' })).statusCode);
    expect(wrong).toEqual(Array(6).fill(401));
    expect((await signIn(proxied, 'sponsor@test', TEST_PASSWORD, { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(429);
    // the same proxy, another client: not slowed
    expect((await signIn(proxied, 'sponsor@test', TEST_PASSWORD, { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(200);
    // only the hop the proxy added counts: an address the client wrote further left does not
    expect((await signIn(proxied, 'sponsor@test', TEST_PASSWORD, { 'x-forwarded-for': '203.0.113.8, 203.0.113.7' })).statusCode).toBe(429);
  });

  it('behind a TLS proxy the cookie is __Host-sid: Secure, Path=/, no Domain', async () => {
    const res = await signIn(proxied, 'b@test', TEST_PASSWORD, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/;');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).not.toMatch(/Domain=/i);
  });
});
