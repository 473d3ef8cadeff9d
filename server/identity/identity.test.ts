import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import { API } from '../http/paths';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const signIn = (login: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: `${API}/login`, body: { login, password }, headers });

describe('the identity model (docs/requirements.md §7.1)', () => {
  it('the session names the user type, roles and groups; customer number and client come from the customer role', async () => {
    const res = await signIn('a@test');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      user_type: 'ExternalCustomer',
      roles: [{ role_code: 'ADMIN_CUSTOMER_USER', client_code: 'TESTPROG', customer_number: 'T001' }],
      groups: ['ADMIN_CUSTOMER_USER'],
      customer_number: 'T001',
      client: 'TESTPROG',
      employee_number: null,
    });
    const customer = await t.app.db.selectFrom('customers').selectAll().where('customer_number', '=', 'T001').executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ client_code: 'TESTPROG', status: 'p', country: 'Canada', legal_name: 'Ann Able' });
  });

  it('staff cannot use the applicants’ password form: the same answer as a wrong password', async () => {
    const staff = await signIn('csr@test');
    const wrong = await signIn('nobody@test');
    expect(staff.status).toBe(401);
    expect(staff.body).toMatchObject({ code: wrong.body.code, message: wrong.body.message });
  });

  it('a CSR session (after single sign-on) is an internal user holding an operations role', async () => {
    const res = await t.requestAs('csr@test', { method: 'GET', url: `${API}/session` });
    expect(res.body.user).toMatchObject({ user_type: 'Internal', employee_number: 'E900001', customer_number: null, roles: [{ role_code: 'CANACCT_OPERATIONS' }] });
  });

  it('a deactivated account: refused at sign-in with its own message (only to the right password), and its live sessions stop working', async () => {
    const cookie = await t.login('b@test');
    await t.app.db.updateTable('users').set({ active: false }).where('login', '=', 'b@test').execute();
    try {
      expect((await signIn('b@test', 'Wrong!Password1')).status).toBe(401);
      const en = await signIn('b@test');
      expect(en.status).toBe(403);
      expect(en.body.message).toBe('This account is no longer active. Please contact support.');
      const fr = await signIn('b@test', TEST_PASSWORD, { 'accept-language': 'fr-CA' });
      expect(fr.body.message).toBe('Ce compte n’est plus actif. Veuillez communiquer avec le soutien.');
      const me = await t.request({ method: 'GET', url: `${API}/session`, cookie });
      expect(me.body.user).toBeNull();
    } finally {
      await t.app.db.updateTable('users').set({ active: true }).where('login', '=', 'b@test').execute();
    }
  });

  it('a CSR without the status-editing group may take an application but not decide on it', async () => {
    const csr = await t.app.db.selectFrom('users').select('id').where('login', '=', 'csr@test').executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('user_groups').where('user_id', '=', csr.id).where('group_name', '=', 'PORTAL_CSR_EDITORS').execute();
    try {
      const res = await t.requestAs('csr@test', { method: 'POST', url: `${API}/proposals/00000000-0000-4000-8000-000000000000/status`, headers: { revision: '1' }, body: { type: 'APPROVE' } });
      expect(res.status).toBe(403);
      const assign = await t.requestAs('csr@test', { method: 'POST', url: `${API}/proposals/00000000-0000-4000-8000-000000000000/status`, headers: { revision: '1' }, body: { type: 'ASSIGN_TO' } });
      expect(assign.status).toBe(404);
    } finally {
      await t.app.db.insertInto('user_groups').values({ user_id: csr.id, group_name: 'PORTAL_CSR_EDITORS' }).execute();
    }
  });
});
