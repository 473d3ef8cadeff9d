/**
 * Staff sign-in (docs/requirements.md §7.7) over real HTTP, against the embedded OpenID provider
 * started in this process: the browser's steps are replayed with fetch and a cookie jar per origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS } from '../../adapters/identity/permissions';
import { seedAccounts } from '../demo/seed';
import { readConfig } from '../config/env';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import { startStaffProvider, type StaffProvider } from '../staff-provider/server';
import type { StaffMember } from '../staff-provider/directory';
import { STAFF_CALLBACK_PATH, STAFF_SIGN_IN_PATH } from './routes';

const API = '/smb/cnc/api/v2';
const STAFF_GROUPS = [...ACCESS.internalGroups, ...ACCESS.csrEditGroups];
const member = (employeeNumber: string, groups: string[]): StaffMember => ({ employeeNumber, givenName: 'Test', familyName: employeeNumber, groups, password: TEST_PASSWORD });

/** What the test provider knows; E900001 is the CSR of the test accounts (server/testing/test-app.ts). */
const STAFF = [
  member('E900001', STAFF_GROUPS),
  member('E900002', ['PORTAL_CONTRACTORS']),
  member('E900003', [...ACCESS.internalGroups]),
  member('E900004', STAFF_GROUPS),
  member('E900005', STAFF_GROUPS),
  member('E900009', STAFF_GROUPS),
  // a layout analyst (the studio, docs/requirements.md §13): staff, no CSR role
  member('E900010', [...ACCESS.internalGroups, ...ACCESS.layoutGroups]),
  // the same person, whom the provider no longer puts in the analysts' group
  member('E900011', [...ACCESS.internalGroups]),
];

let t: TestApp;
let provider: StaffProvider;

beforeAll(async () => {
  let portal = '';
  provider = await startStaffProvider({ port: 0, staff: STAFF, clientId: 'portal-test', clientSecret: 'test-secret', redirectUris: () => [`${portal}${STAFF_CALLBACK_PATH}`] });
  const staffSignIn = { ...readConfig({}).staffSignIn, issuer: provider.issuer, clientId: 'portal-test', clientSecret: 'test-secret', devPort: null };
  t = await startTestApp({ staffSignIn });
  portal = t.url;
  await seedAccounts(t.app.db, [
    // a CSR in the portal whom the provider puts in no allowed group
    { login: 'contractor@test', kind: 'csr', employee_number: 'E900002', first_name: 'Con', last_name: 'Tractor', customer_number: null, client: null, locale: 'en-CA' },
    { login: 'staff@test', kind: 'staff', employee_number: 'E900003', first_name: 'No', last_name: 'Role', customer_number: null, client: null, locale: 'en-CA' },
    { login: 'analyst@test', kind: 'analyst', employee_number: 'E900010', first_name: 'Ana', last_name: 'Lyst', customer_number: null, client: null, locale: 'en-CA' },
    { login: 'former.analyst@test', kind: 'analyst', employee_number: 'E900011', first_name: 'Fay', last_name: 'Former', customer_number: null, client: null, locale: 'en-CA' },
    { login: 'gone@test', kind: 'csr', employee_number: 'E900004', first_name: 'Gone', last_name: 'Away', customer_number: null, client: null, locale: 'en-CA' },
    // an external customer who somehow has an employee number
    { login: 'outsider@test', kind: 'applicant', employee_number: 'E900005', first_name: 'Out', last_name: 'Sider', customer_number: 'T005', client: 'TESTPROG', locale: 'en-CA' },
  ], TEST_PASSWORD);
  await t.app.db.updateTable('users').set({ active: false }).where('employee_number', '=', 'E900004').execute();
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** One browser: a cookie jar per origin, redirects followed by hand so each hop can be seen. */
class Browser {
  readonly jar = new Map<string, Map<string, string>>();

  cookies(origin: string): Map<string, string> {
    let cookies = this.jar.get(origin);
    if (!cookies) this.jar.set(origin, (cookies = new Map()));
    return cookies;
  }

  async go(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url);
    const cookies = this.cookies(target.origin);
    const res = await fetch(target, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      const expired = attributes.some((a) => /^\s*max-age=0$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  }

  /** Follows redirects while they stay on `origin`'s other side; returns the first reply not a redirect, or the first hop to `stopAt`. */
  async follow(url: string, stopAt: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<URL> {
    let res = await this.go(url, init);
    let at = new URL(url);
    for (let hop = 0; hop < 10; hop++) {
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) throw new Error(`${at.href} answered ${res.status} before reaching ${stopAt}: ${await res.text()}`);
      at = new URL(location, at);
      if (at.href.startsWith(stopAt)) return at;
      res = await this.go(at.href);
    }
    throw new Error('too many redirects');
  }
}

/** From the portal's start route to the provider's sign-in form; returns the form's address. */
async function startSignIn(browser: Browser, base = '/accountants/en-ca'): Promise<URL> {
  const form = await browser.follow(`${t.url}${STAFF_SIGN_IN_PATH}?base=${encodeURIComponent(base)}`, `${provider.issuer}/interaction/`);
  const page = await browser.go(form.href);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('name="employee_number"');
  return form;
}

/** Signs in at the provider's form and returns the callback address it sends the browser to (not yet followed). */
async function atProvider(browser: Browser, employeeNumber: string, base?: string): Promise<URL> {
  const form = await startSignIn(browser, base);
  return browser.follow(`${form.href}/login`, `${t.url}${STAFF_CALLBACK_PATH}`, { method: 'POST', form: { employee_number: employeeNumber, password: TEST_PASSWORD } });
}

/** Follows the callback; returns where the portal sends the browser and who is then signed in. */
async function callback(browser: Browser, url: URL | string): Promise<{ location: string; login: string | null }> {
  const res = await browser.go(String(url));
  expect(res.status).toBe(302);
  const me = await browser.go(`${t.url}${API}/session`);
  const body = (await me.json()) as { user: { login: string } | null };
  return { location: res.headers.get('location')!, login: body.user?.login ?? null };
}

const REFUSED = '/accountants/en-ca/login?oktaAuthError=true';

describe('staff sign-in', () => {
  it('a CSR signs in through the provider and lands on the work list of the base, in English, with a session', async () => {
    const browser = new Browser();
    const start = await browser.go(`${t.url}${STAFF_SIGN_IN_PATH}?base=/accountants/fr-ca`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code', scope: 'openid profile staff', code_challenge_method: 'S256', client_id: 'portal-test', ui_locales: 'fr-CA',
      redirect_uri: `${t.url}${STAFF_CALLBACK_PATH}`,
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(authorize.searchParams.get(p)).toMatch(/^[\w-]{43}$/);
    expect(start.headers.getSetCookie().join()).toMatch(/staff_state=[\w-]{43}; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax/);

    const form = await browser.follow(authorize.href, `${provider.issuer}/interaction/`);
    expect(await (await browser.go(form.href)).text()).toContain('Numéro d’employé');
    const back = await browser.follow(`${form.href}/login`, `${t.url}${STAFF_CALLBACK_PATH}`, { method: 'POST', form: { employee_number: 'e900001', password: TEST_PASSWORD } });
    expect(back.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
    expect(await callback(browser, back)).toEqual({ location: '/accountants/en-ca/manage-applications', login: 'csr@test' });
  });

  it('a layout analyst with no CSR role signs in and lands on the studio of the base, with a session', async () => {
    const browser = new Browser();
    const back = await atProvider(browser, 'E900010', '/lawyers/fr-ca');
    expect(await callback(browser, back)).toEqual({ location: '/lawyers/en-ca/studio', login: 'analyst@test' });
    const studio = await browser.go(`${t.url}${API}/studio/programs`);
    expect(studio.status).toBe(200);
  });

  it('the provider refuses a wrong password on its own form and the portal is not reached', async () => {
    const browser = new Browser();
    const form = await startSignIn(browser);
    const res = await browser.go(`${form.href}/login`, { method: 'POST', form: { employee_number: 'E900001', password: 'wrong' } });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('The employee number or the password is not right.');
  });

  it('a tampered state is refused: back to login with the auth-error flag, no session', async () => {
    const browser = new Browser();
    const back = await atProvider(browser, 'E900001');
    back.searchParams.set('state', `${back.searchParams.get('state')}x`);
    expect(await callback(browser, back)).toEqual({ location: '/en-ca/login?oktaAuthError=true', login: null });
  });

  it('a state already used is refused the second time', async () => {
    const browser = new Browser();
    const back = await atProvider(browser, 'E900001');
    const state = browser.cookies(t.url).get('staff_state')!;
    expect((await callback(browser, back)).login).toBe('csr@test');
    const replay = new Browser();
    replay.cookies(t.url).set('staff_state', state);
    expect(await callback(replay, back)).toEqual({ location: '/en-ca/login?oktaAuthError=true', login: null });
  });

  it('a callback in another browser (without the state cookie of the one that started) is refused, and the right browser still signs in', async () => {
    const browser = new Browser();
    const back = await atProvider(browser, 'E900001');
    expect(await callback(new Browser(), back)).toEqual({ location: '/en-ca/login?oktaAuthError=true', login: null });
    expect((await callback(browser, back)).login).toBe('csr@test');
  });

  it('an expired sign-in is refused', async () => {
    const browser = new Browser();
    const back = await atProvider(browser, 'E900001');
    await t.app.db.updateTable('staff_sign_in').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    expect(await callback(browser, back)).toEqual({ location: '/en-ca/login?oktaAuthError=true', login: null });
  });

  it('an ID token whose nonce is not the one sent is refused', async () => {
    const browser = new Browser();
    const back = await atProvider(browser, 'E900001');
    // the portal's record of the nonce is forged: the provider's token carries the original one
    await t.app.db.updateTable('staff_sign_in').set({ nonce: 'forged-nonce' }).execute();
    expect(await callback(browser, back)).toEqual({ location: REFUSED, login: null });
  });

  it('a code sent with another PKCE verifier is refused by the provider', async () => {
    const browser = new Browser();
    const back = await atProvider(browser, 'E900001');
    await t.app.db.updateTable('staff_sign_in').set({ code_verifier: 'x'.repeat(43) }).execute();
    expect(await callback(browser, back)).toEqual({ location: REFUSED, login: null });
  });

  it('the provider\'s error and description go to the page that shows them, under the base of the sign-in', async () => {
    const browser = new Browser();
    const form = await startSignIn(browser, '/lawyers/en-ca');
    const back = await browser.follow(`${form.href}/cancel`, `${t.url}${STAFF_CALLBACK_PATH}`, { method: 'POST', form: {} });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(await callback(browser, back)).toEqual({
      location: '/lawyers/en-ca/internal-login/error?error=access_denied&error_description=The+staff+member+cancelled+the+sign-in',
      login: null,
    });
    const direct = await callback(new Browser(), `${t.url}${STAFF_CALLBACK_PATH}?error=access_denied&error_description=${encodeURIComponent('<b>No</b> & more')}`);
    expect(direct.location).toBe('/en-ca/internal-login/error?error=access_denied&error_description=%3Cb%3ENo%3C%2Fb%3E+%26+more');
  });

  it.each([
    ['not in an allowed group', 'E900002'],
    ['an analyst in the portal whom the provider no longer puts in the layout analysts\' group', 'E900011'],
    ['internal, allowed group, but no CSR role', 'E900003'],
    ['inactive', 'E900004'],
    ['not an internal user', 'E900005'],
    ['an employee number the portal does not know (nobody is created from a token)', 'E900009'],
  ])('%s: back to login with the auth-error flag, no session', async (_, employeeNumber) => {
    const browser = new Browser();
    const back = await atProvider(browser, employeeNumber);
    expect(await callback(browser, back)).toEqual({ location: REFUSED, login: null });
    expect(await t.app.db.selectFrom('users').select('login').where('employee_number', '=', 'E900009').execute()).toEqual([]);
  });

  it('the groups of the portal user become the provider\'s on sign-in', async () => {
    await t.app.db.insertInto('user_groups').values({ user_id: (await t.app.db.selectFrom('users').select('id').where('login', '=', 'csr@test').executeTakeFirstOrThrow()).id, group_name: 'OLD_GROUP' }).onConflict((oc) => oc.doNothing()).execute();
    const browser = new Browser();
    await callback(browser, await atProvider(browser, 'E900001'));
    const me = (await (await browser.go(`${t.url}${API}/session`)).json()) as { user: { groups: string[] } };
    expect(me.user.groups).toEqual([...STAFF_GROUPS].sort());
  });

  it('a base that is not a portal base, or too long, is refused with 400 naming the problem', async () => {
    for (const base of ['https://evil.example/en-ca', '//evil.example/en-ca', '/accountants/de-de', `/${'a'.repeat(60)}/en-ca`]) {
      const res = await t.request({ url: `${STAFF_SIGN_IN_PATH}?base=${encodeURIComponent(base)}` });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/base/);
    }
    const missing = await t.request({ url: STAFF_SIGN_IN_PATH });
    expect([missing.status, missing.body.message]).toEqual([400, expect.stringMatching(/base/)]);
  });

  it('an oversized callback parameter is refused with 400', async () => {
    const res = await t.request({ url: `${STAFF_CALLBACK_PATH}?code=${'c'.repeat(3000)}&state=x` });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/code/);
  });

  it('when the provider cannot be reached the start goes back to login with the auth-error flag', async () => {
    const down = await startTestApp({ staffSignIn: { ...readConfig({}).staffSignIn, issuer: 'http://127.0.0.1:9', devPort: null } });
    try {
      const res = await fetch(`${down.url}${STAFF_SIGN_IN_PATH}?base=/en-ca`, { redirect: 'manual' });
      expect([res.status, res.headers.get('location')]).toEqual([302, '/en-ca/login?oktaAuthError=true']);
    } finally {
      await down.close();
    }
  });
});
