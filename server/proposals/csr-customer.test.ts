import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

const API = '/smb/cnc/api/v2';
const URL = `${API}/session/customer`;
let t: TestApp;
let csr = '';

const step = {
  current_progress_state: 'PERSONAL_DETAILS',
  progress_states: [{ name: 'PERSONAL_DETAILS', completed: true, form_elements: { first_name: 'Ann', last_name: 'Able', email_address: 'ann@example.ca', has_firm: 'n' } }],
};
const choose = (cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) => t.request({ method: 'POST', url: URL, cookie, body, headers });

beforeAll(async () => {
  t = await startTestApp();
  const alice = await t.login('a@test');
  expect((await t.request({ method: 'POST', url: `${API}/proposals`, cookie: alice, body: step })).status).toBe(201);
  csr = await t.login('csr@test');
});
afterAll(() => t?.close());

describe('a CSR chooses the customer whose application they open (POST/DELETE /session/customer)', () => {
  it('keeps the customer on the CSR’s session until they go back to the work list', async () => {
    const res = await choose(csr, { customer_number: 'T001' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ login: 'csr@test', customer_number: null, csr_customer_number: 'T001' });
    const me = await t.request({ url: `${API}/session`, cookie: csr });
    expect(me.body.user.csr_customer_number).toBe('T001');
    // the browser then names it in the header, as any CSR read does
    const proposal = await t.request({ url: `${API}/proposals`, cookie: csr, headers: { customer_number: 'T001' } });
    expect(proposal.body.customer_number).toBe('T001');

    const back = await t.request({ method: 'DELETE', url: URL, cookie: csr });
    expect(back.status).toBe(200);
    expect(back.body.user.csr_customer_number).toBeUndefined();
    expect((await t.request({ url: `${API}/session`, cookie: csr })).body.user.csr_customer_number).toBeUndefined();
  });

  it('is per session: another session of the same CSR has no customer open', async () => {
    await choose(csr, { customer_number: 'T001' });
    const other = await t.login('csr@test');
    expect((await t.request({ url: `${API}/session`, cookie: other })).body.user.csr_customer_number).toBeUndefined();
    await t.request({ method: 'DELETE', url: URL, cookie: csr });
  });

  it('refuses a customer that does not exist, or has no application, naming it (404)', async () => {
    const unknown = await choose(csr, { customer_number: 'NOPE1' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no customer NOPE1.');
    const fr = await choose(csr, { customer_number: 'NOPE1' }, { 'accept-language': 'fr-CA' });
    expect(fr.body.message).toBe('Il n’y a aucun client NOPE1.');
    // Bob (T002) has not started an application
    const none = await choose(csr, { customer_number: 'T002' });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Customer T002 has no application.');
    expect((await t.request({ url: `${API}/session`, cookie: csr })).body.user.csr_customer_number).toBeUndefined();
  });

  it('refuses a malformed body with 400 naming the field', async () => {
    for (const body of [{}, { customer_number: '' }, { customer_number: 'T001; drop' }]) {
      const res = await choose(csr, body);
      expect(res.status).toBe(400);
      expect(res.body.messageList?.[0]?.field ?? res.body.message).toMatch(/customer_number/);
    }
  });

  it('refuses the signed-out caller (401), applicants and sponsors (403)', async () => {
    expect((await choose(undefined, { customer_number: 'T001' })).status).toBe(401);
    expect((await t.request({ method: 'DELETE', url: URL })).status).toBe(401);
    for (const login of ['a@test', 'sponsor@test']) {
      const cookie = await t.login(login);
      expect((await choose(cookie, { customer_number: 'T001' })).status).toBe(403);
      expect((await t.request({ method: 'DELETE', url: URL, cookie })).status).toBe(403);
      expect((await t.request({ url: `${API}/session`, cookie })).body.user.csr_customer_number).toBeUndefined();
    }
  });
});
