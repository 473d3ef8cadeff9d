import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

const API = '/smb/cnc/api/v2';
const ROUTE = `${API}/analytics/pageRoute`;
const ID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee-f01';

let t: TestApp;
const lines: Record<string, unknown>[] = [];
const log = () => lines.map((l) => JSON.stringify(l)).join('\n');

beforeAll(async () => {
  t = await startTestApp({}, [], { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } });
});
afterAll(() => t?.close());

describe('request ids (docs/server.md "Logs")', () => {
  it('keeps the browser’s 40-character request id: in the reply header and on the call’s log line', async () => {
    expect(ID).toHaveLength(40);
    const res = await fetch(`${t.url}${API}/session`, { headers: { request_id: ID } });
    expect(res.headers.get('request_id')).toBe(ID);
    expect(lines.find((l) => l.reqId === ID && l.msg === 'request')).toMatchObject({ method: 'GET', url: `${API}/session`, status: 200 });
  });

  it('makes its own 40-character id when the header is missing or malformed', async () => {
    for (const sent of [undefined, 'short', `${ID}x`, 'ü'.repeat(40), `${ID.slice(0, 39)}_`]) {
      const res = await fetch(`${t.url}${API}/session`, { headers: sent === undefined ? {} : { request_id: encodeURI(sent) === sent ? sent : 'bad value' } });
      const id = res.headers.get('request_id');
      expect(id).toMatch(/^[A-Za-z0-9-]{40}$/);
      expect(id).not.toBe(sent);
    }
  });
});

describe('no personal answers in the log', () => {
  it('a save’s answers and a looked-up address never reach the log output', async () => {
    const secret = 'Zebulonia Quixotic-Marsh';
    const step = {
      current_progress_state: 'PERSONAL_DETAILS',
      progress_states: [{ name: 'PERSONAL_DETAILS', completed: true, form_elements: { first_name: secret, last_name: 'Able', email_address: 'zebulonia.secret@example.ca', has_firm: 'n' } }],
    };
    const saved = await t.requestAs('a@test', { method: 'POST', url: `${API}/proposals`, body: step, headers: { request_id: ID } });
    expect(saved.status).toBe(201);
    // a rejected save too: its reply names the field, the log must not hold the value
    const rejected = await t.requestAs('a@test', { method: 'PATCH', url: `${API}/proposals`, body: { ...step, progress_states: [{ ...step.progress_states[0], form_elements: { first_name: secret } }] }, headers: { revision: '1' } });
    expect(rejected.status).toBe(400);
    await t.request({ url: `${API}/address-lookup?text=${encodeURIComponent('Zebulonia Lane')}` });
    expect(lines.some((l) => l.reqId === ID && l.url === `${API}/proposals`)).toBe(true);
    expect(log()).not.toMatch(/Zebulonia|zebulonia/);
  });
});

describe('POST analytics/pageRoute (docs/requirements.md §11.8)', () => {
  const send = (body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: ROUTE, body, cookie, headers: { request_id: ID, ...headers } });

  it('stores the page’s path with the language, the program, the request id and, when signed in, the user', async () => {
    expect((await send({ route: '/en-ca/login', locale: 'en-CA', client: 'TESTPROG' })).status).toBe(204);
    const cookie = await t.session('a@test');
    expect((await send({ route: '/fr-ca/personal-details', previous: '/fr-ca/login', locale: 'fr-CA', client: 'TESTPROG' }, cookie)).status).toBe(204);
    const rows = await t.app.db.selectFrom('page_routes').selectAll().orderBy('id').execute();
    const user = await t.app.db.selectFrom('users').select('id').where('login', '=', 'a@test').executeTakeFirstOrThrow();
    expect(rows.map(({ route, previous, locale, client, user_id, request_id }) => ({ route, previous, locale, client, user_id, request_id }))).toEqual([
      { route: '/en-ca/login', previous: null, locale: 'en-CA', client: 'TESTPROG', user_id: null, request_id: ID },
      { route: '/fr-ca/personal-details', previous: '/fr-ca/login', locale: 'fr-CA', client: 'TESTPROG', user_id: user.id, request_id: ID },
    ]);
  });

  it('refuses a path with a query, odd characters or 10,000 characters, naming the field; nothing is stored', async () => {
    const before = await t.app.db.selectFrom('page_routes').select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const page = { locale: 'en-CA', client: 'TESTPROG' };
    for (const body of [{ ...page, route: '/en-ca/login?email=ann@example.ca' }, { ...page, route: '/en-ca/<script>' }, { ...page, route: `/${'x'.repeat(10_000)}` }, page, { route: '/en-ca/login', locale: 'de-DE' }, { ...page, route: '/en-ca/login', client: 'x<y' }]) {
      const res = await send(body);
      expect([JSON.stringify(body).slice(0, 40), res.status]).toEqual([JSON.stringify(body).slice(0, 40), 400]);
      expect(res.body.message).toMatch(/route|locale|client|property|body/i);
    }
    const after = await t.app.db.selectFrom('page_routes').select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses another site’s page (cross-origin write)', async () => {
    expect((await send({ route: '/en-ca/login', locale: 'en-CA' }, undefined, { origin: 'https://evil.example' })).status).toBe(403);
  });
});
