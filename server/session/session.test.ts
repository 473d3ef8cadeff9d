import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const API = '/smb/cnc/api/v2';
const login = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}/login`, payload: body as object, headers });

describe('sessions', () => {
  it('login sets an HttpOnly SameSite=Lax cookie and the session says who is signed in', async () => {
    const res = await login({ login: 'A@test', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ login: 'a@test', user_type: 'ExternalCustomer', customer_number: 'T001', client: 'TESTPROG' });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    const cookie = setCookie.split(';')[0]!;
    const me = await t.app.inject({ method: 'GET', url: `${API}/session`, headers: { cookie } });
    expect(me.json().user.login).toBe('a@test');
    const out = await t.app.inject({ method: 'POST', url: `${API}/logout`, headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `${API}/session`, headers: { cookie } });
    expect(after.json()).toEqual({ user: null, idle: { idle_minutes: 30 } });
  });

  it('behind a TLS proxy the cookie is Secure (TRUST_PROXY set)', async () => {
    const proxied = await startTestApp({ trustProxy: 1 });
    try {
      const res = await proxied.app.inject({ method: 'POST', url: `${API}/login`, payload: { login: 'b@test', password: TEST_PASSWORD }, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toContain('Secure');
    } finally {
      await proxied.close();
    }
  });

  it('a wrong password is a 401 that does not say which part was wrong', async () => {
    const res = await login({ login: 'csr@test', password: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, error: 'Unauthorized', message: 'The login or password is incorrect.' });
    const unknown = await login({ login: 'nobody@test', password: 'nope' });
    expect(unknown.json().message).toBe('The login or password is incorrect.');
  });

  it('a login body without a password is a 400 naming the field', async () => {
    const res = await login({ login: 'a@test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messageList[0].field).toBe('body.password');
  });
});
