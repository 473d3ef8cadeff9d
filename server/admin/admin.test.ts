/**
 * The admin panel's calls (docs/requirements.md §8.6): a customer's active roles by e-mail or by
 * customer number, for CSRs only; deleting one, logged; the identity removed with the last but one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../demo/seed';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

const API = '/smb/cnc/api/v2';
let t: TestApp;

const search = (who: string | null, query: string) =>
  who ? t.requestAs(who, { method: 'GET', url: `${API}/admin/customer-roles${query}` }) : t.request({ method: 'GET', url: `${API}/admin/customer-roles${query}` });
const remove = (who: string | null, userId: string, role: string, client: string) => {
  const url = `${API}/admin/users/${userId}/roles/${role}/${client}`;
  return who ? t.requestAs(who, { method: 'DELETE', url }) : t.request({ method: 'DELETE', url });
};
const userId = async (login: string) => (await t.app.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;
const activeOf = async (login: string) => (await t.app.db.selectFrom('users').select('active').where('login', '=', login).executeTakeFirstOrThrow()).active;

/** A customer of three programs, one of two, and one of one. */
beforeAll(async () => {
  t = await startTestApp();
  await seedAccounts(t.app.db, [
    { login: 'three@test', kind: 'applicant', first_name: 'Tri', last_name: 'Ple', customer_number: 'A301', client: 'TESTPROG', locale: 'en-CA', more_customers: [{ customer_number: 'A302', client: 'CANACCT' }, { customer_number: 'A303', client: 'CANLAWYERS' }] },
    { login: 'two@test', kind: 'applicant', first_name: 'Duo', last_name: 'Pair', customer_number: 'A201', client: 'TESTPROG', locale: 'en-CA', more_customers: [{ customer_number: 'A202', client: 'CANACCT' }] },
    { login: 'race@test', kind: 'applicant', first_name: 'Rae', last_name: 'Race', customer_number: 'A401', client: 'TESTPROG', locale: 'en-CA', more_customers: [{ customer_number: 'A402', client: 'CANACCT' }] },
  ], TEST_PASSWORD);
});
afterAll(() => t?.close());

describe('who may use the admin panel', () => {
  it('signed out: 401; an applicant or a sponsor: 403, for both calls', async () => {
    const id = await userId('two@test');
    expect((await search(null, '?email=two@test')).status).toBe(401);
    expect((await remove(null, id, 'ADMIN_CUSTOMER_USER', 'CANACCT')).status).toBe(401);
    for (const who of ['a@test', 'sponsor@test']) {
      expect((await search(who, '?email=two@test')).status).toBe(403);
      expect((await remove(who, id, 'ADMIN_CUSTOMER_USER', 'CANACCT')).status).toBe(403);
    }
    expect(await activeOf('two@test')).toBe(true);
  });
});

describe('searching', () => {
  it('by e-mail (any case) or by customer number: the active customer roles, oldest first', async () => {
    const res = await search('csr@test', '?email=Three@Test');
    expect(res.status).toBe(200);
    expect(res.body.roles.map((r: { customer_number: string; client_code: string; role_code: string }) => [r.customer_number, r.client_code, r.role_code]).sort()).toEqual([
      ['A301', 'TESTPROG', 'ADMIN_CUSTOMER_USER'],
      ['A302', 'CANACCT', 'ADMIN_CUSTOMER_USER'],
      ['A303', 'CANLAWYERS', 'ADMIN_CUSTOMER_USER'],
    ]);
    expect(res.body.roles[0]).toMatchObject({ login: 'three@test', first_name: 'Tri', last_name: 'Ple', user_id: await userId('three@test') });
    expect(Date.parse(res.body.roles[0].since)).not.toBeNaN();
    const byNumber = await search('csr@test', '?customer_number=A302');
    expect(byNumber.body.roles).toEqual([expect.objectContaining({ customer_number: 'A302', client_code: 'CANACCT', login: 'three@test' })]);
  });

  it('both, neither or a malformed parameter: 400 naming the parameters', async () => {
    for (const query of ['?email=two@test&customer_number=A201', '', '?other=1']) {
      const res = await search('csr@test', query);
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.body.message).toContain('email');
      expect(res.body.message).toContain('customer_number');
    }
    const malformed = await search('csr@test', '?email=not-an-email');
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain('email');
    expect((await search('csr@test', '?customer_number=A2%2001')).status).toBe(400);
  });

  it('nothing active found: 404 with the catalogue’s “Not found!” in the caller’s language; staff roles are not listed', async () => {
    const res = await search('csr@test', '?email=nobody@test');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 10100, message: 'Not found! No active customer role matches this search.' });
    const fr = await t.requestAs('csr@test', { method: 'GET', url: `${API}/admin/customer-roles?customer_number=ZZ9`, headers: { 'accept-language': 'fr-CA' } });
    expect(fr.body.message).toBe('Introuvable\u00a0! Aucun rôle client actif ne correspond à cette recherche.');
    expect((await search('csr@test', '?email=csr@test')).status).toBe(404);
    expect((await search('csr@test', '?email=sponsor@test')).status).toBe(404);
  });
});

describe('deleting a role', () => {
  it('deactivates it, removes it from the search, and logs who, when and what; two roles left keep the identity', async () => {
    const id = await userId('three@test');
    const before = Date.now();
    const res = await remove('csr@test', id, 'ADMIN_CUSTOMER_USER', 'CANLAWYERS');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ remaining_roles: 2, identity_removed: false });
    const left = await search('csr@test', '?email=three@test');
    expect(left.body.roles.map((r: { client_code: string }) => r.client_code).sort()).toEqual(['CANACCT', 'TESTPROG']);
    const log = await t.app.db.selectFrom('role_deactivations').selectAll().where('user_id', '=', id).execute();
    expect(log).toEqual([expect.objectContaining({
      actor_login: 'csr@test', actor_name: 'Cy Rep', user_login: 'three@test', customer_number: 'A303',
      role_code: 'ADMIN_CUSTOMER_USER', client_code: 'CANLAWYERS', identity_removed: false,
    })]);
    expect(new Date(log[0]!.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await activeOf('three@test')).toBe(true);
    expect(await t.login('three@test')).toContain('sid=');
  });

  it('with one role left, the identity is removed: sessions ended, sign-in refused, the customer record kept', async () => {
    const cookie = await t.login('two@test');
    const id = await userId('two@test');
    const res = await remove('csr@test', id, 'ADMIN_CUSTOMER_USER', 'CANACCT');
    expect(res.body).toEqual({ remaining_roles: 1, identity_removed: true });
    expect((await t.request({ method: 'GET', url: `${API}/proposals`, cookie, headers: { customer_number: 'A201' } })).status).toBe(401);
    const login = await t.request({ method: 'POST', url: `${API}/login`, body: { login: 'two@test', password: TEST_PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe(10016);
    expect(await t.app.db.selectFrom('customers').select('customer_number').where('customer_number', 'in', ['A201', 'A202']).execute()).toHaveLength(2);
    // the remaining role is still listed, and deleting it leaves none
    expect((await search('csr@test', '?email=two@test')).body.roles).toHaveLength(1);
    const last = await remove('csr@test', id, 'ADMIN_CUSTOMER_USER', 'TESTPROG');
    expect(last.body).toEqual({ remaining_roles: 0, identity_removed: true });
    expect((await search('csr@test', '?email=two@test')).status).toBe(404);
    const log = await t.app.db.selectFrom('role_deactivations').select(['client_code', 'identity_removed']).where('user_id', '=', id).orderBy('id').execute();
    expect(log).toEqual([{ client_code: 'CANACCT', identity_removed: true }, { client_code: 'TESTPROG', identity_removed: true }]);
  });

  it('a role deleted already: 409 saying so, never a 500, and no second log row; an unknown one or a staff role: 404', async () => {
    const id = await userId('three@test');
    const again = await remove('csr@test', id, 'ADMIN_CUSTOMER_USER', 'CANLAWYERS');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 10102, message: 'The role ADMIN_CUSTOMER_USER for CANLAWYERS was already deleted. Search again to see the roles that remain.' });
    expect(await t.app.db.selectFrom('role_deactivations').select('id').where('user_id', '=', id).execute()).toHaveLength(1);
    expect((await remove('csr@test', id, 'ADMIN_CUSTOMER_USER', 'NOPROG')).status).toBe(404);
    expect((await remove('csr@test', '00000000-0000-4000-8000-000000000000', 'ADMIN_CUSTOMER_USER', 'CANACCT')).status).toBe(404);
    const staff = await remove('csr@test', await userId('csr@test'), 'CANACCT_OPERATIONS', 'CANACCT');
    expect(staff.status).toBe(404);
    expect((await remove('csr@test', 'not-a-uuid', 'ADMIN_CUSTOMER_USER', 'CANACCT')).status).toBe(400);
  });

  it('two CSRs deleting a person’s last two roles at once: both succeed, one after the other, and the identity is removed', async () => {
    const id = await userId('race@test');
    const [a, b] = await Promise.all([remove('csr@test', id, 'ADMIN_CUSTOMER_USER', 'TESTPROG'), remove('csr@test', id, 'ADMIN_CUSTOMER_USER', 'CANACCT')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.remaining_roles, b.body.remaining_roles].sort()).toEqual([0, 1]);
    expect(await activeOf('race@test')).toBe(false);
    expect(await t.app.db.selectFrom('user_roles').select('active').where('user_id', '=', id).where('active', '=', true).execute()).toEqual([]);
  });
});
