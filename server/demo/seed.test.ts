import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyPassword } from '../session/passwords';
import { DomainError } from '../errors/domain-error';
import { seedAccounts } from './seed';
import { resetDemo } from './reset';
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
