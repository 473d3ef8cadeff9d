/**
 * Characters PostgreSQL cannot store as text (NUL, an unpaired UTF-16 surrogate) are refused at
 * the edge with a 400 naming the field, on every route, signed in or not; nothing already saved
 * changes (docs/security.md "Input").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../server/testing/test-app';

const API = '/smb/cnc/api/v2';
let t: TestApp;
let alice = '';
let csr = '';

const step = (formElements: Record<string, unknown>) => ({
  current_progress_state: 'PERSONAL_DETAILS',
  progress_states: [{ name: 'PERSONAL_DETAILS', completed: true, form_elements: { first_name: 'Ann', last_name: 'Able', email_address: 'ann@example.ca', has_firm: 'n', ...formElements } }],
});

/** Sends `json` as the raw body: JSON.stringify would escape what these tests need to send. */
const send = (method: string, path: string, json: string | undefined, headers: Record<string, string> = {}) => t.request({ method, url: path, payload: json, headers });

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.login('a@test');
  csr = await t.login('csr@test');
  const created = await send('POST', `${API}/proposals`, JSON.stringify(step({})), { cookie: alice });
  expect(created.status).toBe(201);
});
afterAll(() => t?.close());

describe('strings PostgreSQL cannot store', () => {
  it('a NUL in the login of a sign-in without a session: 400 naming body.login', async () => {
    const res = await send('POST', `${API}/login`, `{"login":"a@test\\u0000","password":"${TEST_PASSWORD}"}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, error: 'Bad Request', code: 10007 });
    expect(res.body.message).toBe('body.login contains a character that cannot be accepted (a null character or an incomplete Unicode character). Remove it and try again.');
    expect(res.body.messageList).toEqual([{ field: 'body.login', label: 'body.login', message: res.body.message }]);
  });

  it('an unpaired surrogate, in French when the caller reads French', async () => {
    const res = await send('POST', `${API}/login`, `{"login":"\\ud800a@test","password":"x"}`, { 'accept-language': 'fr-CA' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('body.login contient un caractère qui ne peut pas être accepté (un caractère nul ou un caractère Unicode incomplet). Retirez-le et réessayez.');
  });

  it('a NUL in the e-mail of a password recovery, and in its code: 400 naming the field', async () => {
    const forgot = await send('POST', `${API}/forgot-password`, `{"email":"a@test\\u0000"}`);
    expect([forgot.status, forgot.body.code, forgot.body.messageList[0].field]).toEqual([400, 10007, 'body.email']);
    const reset = await send('POST', `${API}/reset-password`, `{"email":"a@test","code":"1234\\u00005678","password":"Fresh!Start9"}`);
    expect([reset.status, reset.body.code, reset.body.messageList[0].field]).toEqual([400, 10007, 'body.code']);
  });

  it('in a query string: the CSR search', async () => {
    const res = await send('GET', `${API}/proposals/search?name=ab%00c`, undefined, { cookie: csr });
    expect(res.status).toBe(400);
    expect(res.body.messageList[0].field).toBe('query.name');
  });

  it('in a query string: the work list and its export', async () => {
    for (const path of ['work-list', 'work-list/export']) {
      const res = await send('GET', `${API}/proposals/${path}?firm_name=ab%00c`, undefined, { cookie: csr });
      expect([res.status, res.body.messageList[0].field]).toEqual([400, 'query.firm_name']);
    }
  });

  it('in a path parameter', async () => {
    const res = await send('GET', `${API}/proposals/T0%0001`, undefined, { cookie: csr });
    expect(res.status).toBe(400);
    expect(res.body.messageList[0].field).toBe('params.customerNumber');
  });

  it('in a saved answer or an answer’s key: 400 naming the path, and the saved application is unchanged', async () => {
    const before = await send('GET', `${API}/proposals`, undefined, { cookie: alice });
    for (const [body, field] of [
      [JSON.stringify(step({ first_name: 'Ann' })).replace('"Ann"', '"An\\u0000n"'), 'body.progress_states[0].form_elements.first_name'],
      [JSON.stringify(step({ last_name: 'Able' })).replace('"Able"', '"Ab\\udc00le"'), 'body.progress_states[0].form_elements.last_name'],
      [JSON.stringify(step({ note: 'x' })).replace('"note"', '"no\\u0000te"'), 'body.progress_states[0].form_elements'],
    ] as const) {
      const res = await send('PATCH', `${API}/proposals`, body, { cookie: alice, revision: String(before.body.progress_states_revision) });
      expect(res.status, body).toBe(400);
      expect(res.body.messageList[0].field).toBe(field);
    }
    const after = await send('GET', `${API}/proposals`, undefined, { cookie: alice });
    expect(after.body).toEqual(before.body);
  });

  it('a well-formed pair (an emoji) and accented text are kept as typed', async () => {
    const before = await send('GET', `${API}/proposals`, undefined, { cookie: alice });
    const res = await send('PATCH', `${API}/proposals`, JSON.stringify(step({ first_name: 'Zoë 🙂' })), { cookie: alice, revision: String(before.body.progress_states_revision) });
    expect(res.status).toBe(200);
    expect(res.body.progress_states[0].form_elements.first_name).toBe('Zoë 🙂');
  });

  it('a deeply nested body is a 4xx, not a crash', async () => {
    const depth = 200_000;
    const res = await send('POST', `${API}/login`, `${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
