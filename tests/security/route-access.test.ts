/**
 * Every API route is protected (docs/security.md "Access"): the public ones are listed here and
 * nowhere else answers a caller without a live session; each route names the roles it serves and
 * refuses the others, before it reads the request body; no route hands one applicant another's
 * data. A route added without an entry in ROLES fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileLayout } from '../../adapters/compile';
import type { Role } from '../../adapters/types';
import { validatorKey } from '../../adapters/validators/validator-key';
import { startTestApp, type TestApp } from '../../server/testing/test-app';

const API = '/smb/cnc/api/v2';
const UUID = '00000000-0000-4000-8000-000000000000';

/** Routes anyone may call, signed in or not. */
const PUBLIC = [`POST ${API}/login`, `POST ${API}/logout`, `GET ${API}/session`, `GET ${API}/config`, `GET ${API}/validators/{client}/{page}/{key}.js`, 'GET /healthz'];
/** Public too: password recovery (the person has no session), and the outbox of a development server without SMTP_URL. */
const RECOVERY = [`POST ${API}/forgot-password`, `POST ${API}/reset-password`];
PUBLIC.push(...RECOVERY, 'GET /dev/outbox');
/** Public too: staff single sign-on, which is how staff get a session (browser navigations that answer redirects). */
const STAFF_SIGN_IN = [`GET ${API}/staff-sign-in`, `GET ${API}/staff-sign-in/callback`];
PUBLIC.push(...STAFF_SIGN_IN);
/** Public too: registration (the person has no account yet) and the address lookup its pages use; each answers a call without a session with this status. */
const REGISTRATION: Record<string, number> = {
  [`GET ${API}/registration`]: 200,
  [`POST ${API}/registration`]: 400,
  [`POST ${API}/qq-registration`]: 400,
  [`POST ${API}/otp-verify`]: 400,
  [`POST ${API}/qq-otp-verify`]: 400,
  [`POST ${API}/otp-resend`]: 409,
  [`POST ${API}/create-profile`]: 400,
  [`POST ${API}/create-password`]: 400,
  [`POST ${API}/qq-create-password`]: 400,
  [`GET ${API}/address-lookup`]: 400,
};
PUBLIC.push(...Object.keys(REGISTRATION));
/** Public too: the quick quote (docs/security.md "Quick quote"), reached by its own cookie only; each answers a call without one with this status. */
const QUICK_QUOTE: Record<string, number> = {
  [`POST ${API}/quick-quote`]: 400,
  [`GET ${API}/quick-quote/proposal`]: 401,
  [`PATCH ${API}/quick-quote/proposal`]: 400,
  [`POST ${API}/quick-quote/finance`]: 400,
};
PUBLIC.push(...Object.keys(QUICK_QUOTE));
/** Public too: the maintenance flag every page checks, signed in or not (docs/requirements.md §11.7). */
PUBLIC.push(`GET ${API}/maintainaceConfig`);
/** Public too: page-route analytics (sign-in and registration pages count), limited per address; an empty body is a 400. */
const ANALYTICS: Record<string, number> = { [`POST ${API}/analytics/pageRoute`]: 400 };
PUBLIC.push(...Object.keys(ANALYTICS));

/** Who may call each protected route. */
const ROLES: Record<string, readonly Role[]> = {
  [`POST ${API}/session/keep-alive`]: ['applicant', 'csr', 'sponsor'],
  [`POST ${API}/session/customer`]: ['csr'],
  [`DELETE ${API}/session/customer`]: ['csr'],
  [`POST ${API}/config/reload`]: ['csr'],
  [`POST ${API}/proposals`]: ['applicant'],
  [`GET ${API}/proposals`]: ['applicant', 'csr'],
  [`PATCH ${API}/proposals`]: ['applicant', 'csr'],
  [`DELETE ${API}/proposals`]: ['applicant', 'csr'],
  [`PATCH ${API}/proposals/start_over`]: ['applicant', 'csr'],
  [`PATCH ${API}/proposals/requote`]: ['applicant', 'csr'],
  [`POST ${API}/proposals/terms`]: ['applicant'],
  [`POST ${API}/proposals/csr_review`]: ['applicant', 'csr'],
  [`GET ${API}/proposals/search`]: ['csr'],
  [`GET ${API}/proposals/work-list`]: ['csr'],
  [`GET ${API}/proposals/work-list/export`]: ['csr'],
  [`GET ${API}/proposals/sponsor-list`]: ['sponsor'],
  [`GET ${API}/proposals/sponsor-review/{customerNumber}`]: ['sponsor'],
  [`GET ${API}/proposals/id/{id}`]: ['applicant', 'csr'],
  [`GET ${API}/proposals/{customerNumber}`]: ['csr'],
  [`GET ${API}/proposals/{id}/review`]: ['csr'],
  [`GET ${API}/proposals/summary/{customerNumber}`]: ['applicant', 'csr', 'sponsor'],
  [`GET ${API}/proposals/drafts`]: ['applicant'],
  [`PUT ${API}/proposals/drafts/{name}`]: ['applicant'],
  [`DELETE ${API}/proposals/drafts/{name}`]: ['applicant'],
  [`POST ${API}/proposals/{id}/status`]: ['csr', 'sponsor'],
  [`PATCH ${API}/quote`]: ['applicant'],
  [`GET ${API}/proposals/{id}/events`]: ['applicant', 'csr', 'sponsor'],
  [`POST ${API}/policies`]: ['applicant', 'csr'],
  [`GET ${API}/policies`]: ['applicant', 'csr'],
  [`PUT ${API}/policies/{id}`]: ['applicant', 'csr'],
  [`GET ${API}/policies/{id}`]: ['applicant', 'csr'],
  [`POST ${API}/policies/{id}/renewal`]: ['applicant'],
  [`POST ${API}/policies/{id}/finance`]: ['applicant'],
  [`POST ${API}/proposals/regular_renewal`]: ['applicant'],
  [`GET ${API}/dashboard`]: ['applicant'],
  [`POST ${API}/dashboard/policies`]: ['applicant'],
  [`POST ${API}/dashboard/customer`]: ['applicant'],
  ['GET /smb/cnc/api/v3/getCcar']: ['applicant', 'csr'],
  [`GET ${API}/language-offer`]: ['applicant'],
  [`POST ${API}/savePaymentTransaction`]: ['applicant', 'csr'],
  [`POST ${API}/updatePaymentTransaction`]: ['applicant', 'csr'],
  [`POST ${API}/getPaymentTransaction`]: ['applicant', 'csr'],
  [`GET ${API}/admin/customer-roles`]: ['csr'],
  [`DELETE ${API}/admin/users/{userId}/roles/{roleCode}/{clientCode}`]: ['csr'],
  [`GET ${API}/maintenance/windows`]: ['csr'],
  [`POST ${API}/maintenance/windows`]: ['csr'],
  [`DELETE ${API}/maintenance/windows/{id}`]: ['csr'],
  [`GET ${API}/proposals/{id}/pdf`]: ['applicant', 'csr'],
  [`GET ${API}/proposals/{id}/pdf/info`]: ['applicant', 'csr'],
  [`POST ${API}/attachment/doc`]: ['applicant'],
  [`GET ${API}/documents`]: ['applicant', 'csr'],
  [`GET ${API}/documents/{documentId}`]: ['applicant', 'csr'],
  [`DELETE ${API}/document/{documentId}`]: ['applicant'],
  // the layout studio: layout analysts only (none of these roles; server/layout-versions/studio.test.ts signs one in)
  [`GET ${API}/studio/programs`]: [],
  [`GET ${API}/studio/file`]: [],
  [`GET ${API}/studio/version/{id}`]: [],
  [`PUT ${API}/studio/draft`]: [],
  [`POST ${API}/studio/check`]: [],
  [`POST ${API}/studio/publish`]: [],
  [`POST ${API}/studio/rollback`]: [],
  [`GET ${API}/studio/audit`]: [],
  [`GET ${API}/studio/export`]: [],
  [`POST ${API}/studio/import`]: [],
};

let t: TestApp;
let routes: string[];
const cookies: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await startTestApp();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
  cookies.applicant = await t.login('a@test');
  cookies.csr = await t.login('csr@test');
  cookies.sponsor = await t.login('sponsor@test');
});
afterAll(() => t?.close());

/** Calls `route` with made-up parameters and an empty JSON object as the body of a write. */
async function call(route: string, headers: Record<string, string> = {}) {
  const [method, path] = route.split(' ') as [string, string];
  const url = path.replace('{customerNumber}', 'T001').replace(/\{[^}]+\}/g, UUID);
  const write = method !== 'GET' && method !== 'DELETE';
  return t.request({ method, url, payload: write ? '{}' : undefined, headers });
}

describe('route access', () => {
  it('every route of the OpenAPI document is either public or has its roles listed here', () => {
    const unlisted = routes.filter((r) => !PUBLIC.includes(r) && !(r in ROLES));
    expect(unlisted, 'routes with no entry in ROLES').toEqual([]);
    expect(Object.keys(ROLES).filter((r) => !routes.includes(r)), 'ROLES entries of routes that no longer exist').toEqual([]);
  });

  it('a caller without a session is refused with 401 by every protected route, whatever the body', async () => {
    for (const route of Object.keys(ROLES)) {
      const res = await call(route);
      expect([route, res.status, res.body.code]).toEqual([route, 401, 10010]);
    }
  });

  it('an unknown or ended session is refused like no session', async () => {
    const ended = await t.login('b@test');
    await t.request({ method: 'POST', url: `${API}/logout`, cookie: ended });
    for (const cookie of ['sid=not-a-session', ended]) {
      for (const route of Object.keys(ROLES)) {
        const res = await call(route, { cookie });
        expect([route, res.status]).toEqual([route, 401]);
      }
    }
  });

  it('a signed-in caller of another role is refused with 403, whatever the body', async () => {
    for (const [route, allowed] of Object.entries(ROLES)) {
      for (const role of (['applicant', 'csr', 'sponsor'] as const).filter((r) => !allowed.includes(r))) {
        const res = await call(route, { cookie: cookies[role]! });
        expect([route, role, res.status]).toEqual([route, role, 403]);
      }
    }
  });

  it('the public routes answer without a session', async () => {
    const page = t.app.layouts.page('TESTPROG', 'personal-details')!.page;
    const key = validatorKey(compileLayout(page, { locale: 'en-CA', program: 'TESTPROG', applicationType: 'NEW', role: 'applicant' }).schema);
    const validators = await fetch(`${t.url}${API}/validators/TESTPROG/personal-details/${key}.js`);
    expect(validators.status).toBe(200);
    for (const route of PUBLIC.filter((r) => !r.includes('/validators/'))) {
      const res = route.includes('/config') ? await fetch(`${t.url}${API}/config?client=TESTPROG&page=journey`) : route.endsWith('/login') || RECOVERY.includes(route) || STAFF_SIGN_IN.includes(route) || route in REGISTRATION || route in QUICK_QUOTE || route in ANALYTICS ? null : await fetch(`${t.url}${route.split(' ')[1]}`, { method: route.split(' ')[0] });
      if (res) expect([route, res.status]).toEqual([route, 200]);
    }
    for (const route of [`POST ${API}/login`, ...RECOVERY]) {
      const res = await call(route);
      expect([route, res.status]).toEqual([route, 400]);
    }
    // the start sends the browser on (to the provider, or to login when it cannot be reached); a callback without a sign-in goes to login
    for (const url of [`${API}/staff-sign-in?base=/en-ca`, `${API}/staff-sign-in/callback`]) {
      const res = await fetch(`${t.url}${url}`, { redirect: 'manual' });
      expect([url, res.status]).toEqual([url, 302]);
    }
    for (const [route, status] of Object.entries({ ...REGISTRATION, ...QUICK_QUOTE, ...ANALYTICS })) {
      const res = await call(route);
      expect([route, res.status]).toEqual([route, status]);
    }
  });
});

describe('secure by default', () => {
  it('an API route registered without a session check stops the server at start, naming it', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: routeGuard, authHook } = await import('../../server/http/route-guard');
    const app = Fastify();
    await app.register(routeGuard);
    app.get(`${API}/guarded`, { onRequest: authHook(async () => undefined) }, async () => ({}));
    app.get(`${API}/open`, { config: { public: true } }, async () => ({}));
    app.get('/not-api', async () => ({}));
    await expect(async () => {
      app.get(`${API}/forgotten`, async () => ({}));
    }).rejects.toThrow(`GET ${API}/forgotten has no session check: give it onRequest: app.requireUser or app.requireCan(...), or config: { public: true }`);
    await app.close();
  });
});
