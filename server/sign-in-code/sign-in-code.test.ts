/**
 * The e-mailed second factor at sign-in (docs/requirements.md §7.12) over HTTP: the wings program
 * asks for it, the fixture program does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seedAccounts } from '../demo/seed';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import { eventually } from '../testing/eventually';

const API = '/smb/cnc/api/v2';
let t: TestApp;
let address = 0;

beforeAll(async () => {
  t = await startTestApp({ trustProxy: true });
  await seedAccounts(
    t.app.db,
    ['law1', 'law2', 'law3', 'law4', 'law5'].map((name, i) => ({
      login: `${name}@test`, kind: 'applicant' as const, first_name: 'Lea', last_name: 'Law', customer_number: `L00${i}`, client: 'CANWINGS', locale: i === 4 ? 'fr-CA' : 'en-CA',
    })),
    TEST_PASSWORD,
  );
});
afterAll(() => t?.close());

/** A caller at an address of its own, so one test's throttle does not reach another. */
function caller() {
  const headers = { 'x-forwarded-for': `10.7.0.${++address}` };
  return async (body: Record<string, string>) => {
    const res = await fetch(`${t.url}${API}/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json(), cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]! };
  };
}

async function codeFor(to: string, count = 1): Promise<string> {
  return eventually(async () => {
    const mine = ((await t.request({ url: '/dev/outbox' })).body.messages as { to: string; text: string }[]).filter((m) => m.to === to);
    return mine.length >= count ? /\b(\d{6})\b/.exec(mine[0]!.text)![1]! : undefined;
  }, `sign-in code to ${to}`);
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in code', () => {
  it('the right password answers that a code was sent, without a session; the code then starts it', async () => {
    const login = caller();
    const first = await login({ login: 'law1@test', password: TEST_PASSWORD });
    expect(first).toMatchObject({ status: 200, body: { user: null, code_required: true, valid_minutes: 10 }, cookie: '' });
    const code = await codeFor('law1@test');
    const mail = ((await t.request({ url: '/dev/outbox' })).body.messages as { to: string; subject: string }[]).find((m) => m.to === 'law1@test')!;
    expect(mail.subject).toBe('Your sign-in code');
    const second = await login({ login: 'law1@test', password: TEST_PASSWORD, code });
    expect(second.status).toBe(200);
    expect(second.body.user).toMatchObject({ login: 'law1@test', client: 'CANWINGS' });
    expect((await t.request({ url: `${API}/session`, cookie: second.cookie })).body.user.login).toBe('law1@test');
  });

  it('a code with a wrong password is a wrong password', async () => {
    const login = caller();
    await login({ login: 'law2@test', password: TEST_PASSWORD });
    const code = await codeFor('law2@test');
    expect((await login({ login: 'law2@test', password: 'Wrong!pass1', code })).status).toBe(401);
  });

  it('wrong, reused and expired codes are refused in the caller’s language; no session', async () => {
    const login = caller();
    await login({ login: 'law3@test', password: TEST_PASSWORD });
    const code = await codeFor('law3@test');
    const bad = await login({ login: 'law3@test', password: TEST_PASSWORD, code: wrong(code) });
    expect(bad).toMatchObject({ status: 400, body: { code: 10092, message: 'This code is not right. Check the code in the e-mail and try again.' }, cookie: '' });
    expect((await login({ login: 'law3@test', password: TEST_PASSWORD, code })).status).toBe(200);
    const reused = await login({ login: 'law3@test', password: TEST_PASSWORD, code });
    expect(reused).toMatchObject({ status: 400, body: { code: 10093 }, cookie: '' });

    await sql`update one_time_code_sends set sent_at = sent_at - interval '31 seconds' where address = 'law3@test'`.execute(t.app.db);
    await login({ login: 'law3@test', password: TEST_PASSWORD });
    const next = await codeFor('law3@test', 2);
    await sql`update one_time_codes set expires_at = now() - interval '1 second' where purpose = 'sign-in'`.execute(t.app.db);
    const res = await fetch(`${t.url}${API}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr-CA', 'x-forwarded-for': '10.7.9.9' },
      body: JSON.stringify({ login: 'law3@test', password: TEST_PASSWORD, code: next }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^Ce code ne fonctionne plus/);
  });

  it('five wrong codes end the code: the sign-in throttle makes the sixth wait, and after it the right code fails', async () => {
    const login = caller();
    await login({ login: 'law4@test', password: TEST_PASSWORD });
    const code = await codeFor('law4@test');
    for (let i = 0; i < 5; i++) expect((await login({ login: 'law4@test', password: TEST_PASSWORD, code: wrong(code) })).body.code).toBe(10092);
    // the sign-in throttle counts these too: the sixth try waits (429) with no session
    const sixth = await login({ login: 'law4@test', password: TEST_PASSWORD, code });
    expect(sixth).toMatchObject({ status: 429, cookie: '' });
    // once the wait is over, the code is still dead
    await sql`delete from login_attempts`.execute(t.app.db);
    expect((await login({ login: 'law4@test', password: TEST_PASSWORD, code })).body.code).toBe(10093);
  });

  it('the e-mail is in the account’s language', async () => {
    await caller()({ login: 'law5@test', password: TEST_PASSWORD });
    await codeFor('law5@test');
    const mail = ((await t.request({ url: '/dev/outbox' })).body.messages as { to: string; subject: string }[]).find((m) => m.to === 'law5@test')!;
    expect(mail.subject).toBe('Votre code de connexion');
  });

  it('a program without the flag signs in with the password alone', async () => {
    const res = await caller()({ login: 'a@test', password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user.login).toBe('a@test');
    expect(res.body.code_required).toBeUndefined();
  });
});
