import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyPassword } from '../session/passwords';
import { DomainError } from '../errors/domain-error';
import { seedAccounts } from './seed';
import { resetDemo } from './reset';
import { DEMO_ACCOUNTS } from './accounts';
import { startTestApp, TEST_ACCOUNTS, TEST_PASSWORD, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('each seeded account gets a hash of its own (one leaked or cracked hash says nothing of the others); staff get none', async () => {
  const rows = await t.app.db.selectFrom('users').select(['login', 'password_hash', 'user_type']).execute();
  expect(rows.map((r) => r.login).sort()).toEqual(TEST_ACCOUNTS.map((a) => a.login).sort());
  const withPassword = rows.filter((r) => r.user_type === 'ExternalCustomer');
  expect(rows.filter((r) => r.password_hash === null).map((r) => r.login)).toEqual(['csr@test']);
  expect(new Set(withPassword.map((r) => r.password_hash)).size).toBe(withPassword.length);
  for (const row of withPassword) expect(await verifyPassword(row.password_hash!, TEST_PASSWORD)).toBe(true);
});

it('refuses to create accounts with a password that breaks the password rules, and changes nothing', async () => {
  const extra = { ...TEST_ACCOUNTS[0]!, login: 'weak@test', customer_number: 'C999990' };
  const before = await t.app.db.selectFrom('users').select('login').execute();
  await expect(seedAccounts(t.app.db, [extra], 'Demo-Portal-2024')).rejects.toMatchObject({ kind: 'passwordRefused', details: { extra: { rules: ['noHyphen', 'special'] } } });
  await expect(resetDemo(t.app.db, TEST_ACCOUNTS, 'password')).rejects.toBeInstanceOf(DomainError);
  expect(await t.app.db.selectFrom('users').select('login').execute()).toEqual(before);
});

it('the demo customer of two programs gets both customers and roles; the first stays their home customer, and a reset gives back a deleted role', async () => {
  const two = DEMO_ACCOUNTS.filter((a) => a.more_customers);
  expect(two.map((a) => a.login)).toEqual(['twoprograms@demo.test']);
  await seedAccounts(t.app.db, two, TEST_PASSWORD);
  const roles = async () => t.app.db.selectFrom('user_roles as r').innerJoin('users as u', 'u.id', 'r.user_id').innerJoin('customers as c', 'c.customer_number', 'r.customer_number')
    .select(['r.customer_number', 'r.client_code', 'r.active']).where('u.login', '=', 'twoprograms@demo.test').orderBy('r.created_at').execute();
  expect(await roles()).toEqual([
    { customer_number: 'C100007', client_code: 'CANACCT', active: true },
    { customer_number: 'C100008', client_code: 'CANLAWYERS', active: true },
  ]);
  const session = await t.request({ method: 'POST', url: '/smb/cnc/api/v2/login', body: { login: 'twoprograms@demo.test', password: TEST_PASSWORD } });
  expect(session.body.user).toMatchObject({ customer_number: 'C100007', client: 'CANACCT' });
  await t.app.db.updateTable('user_roles').set({ active: false }).where('customer_number', '=', 'C100008').execute();
  await resetDemo(t.app.db, two, TEST_PASSWORD);
  expect((await roles()).map((r) => r.active)).toEqual([true, true]);
});
