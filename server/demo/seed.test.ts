import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyPassword } from '../session/passwords';
import { startTestApp, TEST_ACCOUNTS, TEST_PASSWORD, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('each seeded account gets a hash of its own (one leaked or cracked hash says nothing of the others)', async () => {
  const rows = await t.app.db.selectFrom('users').select(['login', 'password_hash']).execute();
  expect(rows.map((r) => r.login).sort()).toEqual(TEST_ACCOUNTS.map((a) => a.login).sort());
  expect(new Set(rows.map((r) => r.password_hash)).size).toBe(rows.length);
  for (const row of rows) expect(await verifyPassword(row.password_hash, TEST_PASSWORD)).toBe(true);
});
