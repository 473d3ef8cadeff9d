/**
 * Password recovery over HTTP on the real app and database (docs/requirements.md §7.9 "Password
 * recovery"): the e-mail goes to the outbox (no SMTP_URL), read back through GET /dev/outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import { eventually } from '../testing/eventually';

const API = '/smb/cnc/api/v2';
const NEW_PASSWORD = 'Fresh!Start9';

let t: TestApp;
let address = 0;

beforeAll(async () => {
  // each test calls from an address of its own, so the per-address throttle of one does not reach another
  t = await startTestApp({ trustProxy: true });
});
afterAll(() => t?.close());

/** A caller at a fresh address. */
function caller() {
  const headers = { 'x-forwarded-for': `10.9.0.${++address}` };
  return {
    forgot: (email: string, extra: Record<string, string> = {}) => t.request({ method: 'POST', url: `${API}/forgot-password`, body: { email }, headers: { ...headers, ...extra } }),
    reset: (email: string, code: string, password = NEW_PASSWORD, extra: Record<string, string> = {}) =>
      t.request({ method: 'POST', url: `${API}/reset-password`, body: { email, code, password }, headers: { ...headers, ...extra } }),
    headers,
  };
}

async function outbox(): Promise<{ to: string; subject: string; text: string }[]> {
  return (await t.request({ url: '/dev/outbox' })).body.messages;
}

/** The code of the newest message to `to` after `count` messages were there (the send follows the reply). */
async function codeFor(to: string, before: number): Promise<string> {
  return eventually(async () => {
    const messages = await outbox();
    const mine = messages.filter((m) => m.to === to);
    return messages.length > before && mine.length > 0 ? /\b(\d{8})\b/.exec(mine[0]!.text)![1]! : undefined;
  }, `recovery e-mail to ${to}`);
}

async function countMessages(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from mail_outbox`.execute(t.app.db);
  return rows[0]!.n;
}

async function sessionUser(cookie: string) {
  return (await t.request({ url: `${API}/session`, cookie })).body.user;
}

describe('forgot-password', () => {
  it('answers the same for a known and an unknown e-mail; only the known one gets an e-mail, with an 8-digit code, in its language', async () => {
    const c = caller();
    const before = await countMessages();
    const known = await c.forgot('  A@Test  ');
    const unknown = await c.forgot('nobody@test');
    expect(known).toEqual({ status: 200, body: { sent: true, valid_minutes: 30 } });
    expect(unknown).toEqual(known);
    await codeFor('a@test', before);
    await new Promise((r) => setTimeout(r, 200));
    const messages = (await outbox()).slice(0, (await countMessages()) - before);
    expect(messages.map((m) => m.to)).toEqual(['a@test']);
    expect(messages[0]!.subject).toBe('Your password recovery code');
    expect(messages[0]!.text).toMatch(/^Hello Ann,\n\nYour password recovery code is: \d{8}\n\nEnter it on the password reset page within 30 minutes\. It works once\./);
  });

  it('takes as long for an unknown e-mail as for a known one (the code is made and sent after the reply)', async () => {
    const c = caller();
    const time = async (email: string) => {
      const start = performance.now();
      await c.forgot(email);
      return performance.now() - start;
    };
    await time('b@test');
    const known = await time('b@test');
    const unknown = await time('ghost@test');
    expect(Math.abs(known - unknown)).toBeLessThan(100);
  });

  it('growing waits per address: the sixth request for one e-mail from one address in a row waits, with Retry-After', async () => {
    const c = caller();
    for (let i = 0; i < 6; i++) expect((await c.forgot('nobody-else@test')).status).toBe(200);
    const res = await fetch(`${t.url}${API}/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr-CA', ...c.headers },
      body: JSON.stringify({ email: 'nobody-else@test' }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('2');
    const body = await res.json();
    expect(body).toMatchObject({ code: 10014, retry_after_seconds: 2 });
    expect(body.message).toBe('Trop de tentatives de récupération du mot de passe. Veuillez attendre 2 secondes et réessayer.');
  });
});

describe('reset-password', () => {
  it('the code sets the new password, ends every session of the account, and works once', async () => {
    const c = caller();
    const phone = await t.login('b@test');
    const laptop = await t.login('b@test');
    const before = await countMessages();
    await c.forgot('b@test');
    const code = await codeFor('b@test', before);

    expect(await c.reset(' B@test ', code.replace(/(\d{4})/, '$1 '))).toEqual({ status: 200, body: { reset: true } });
    expect(await sessionUser(phone)).toBeNull();
    expect(await sessionUser(laptop)).toBeNull();
    await expect(t.login('b@test', TEST_PASSWORD)).rejects.toThrow(/401/);
    await expect(t.login('b@test', NEW_PASSWORD)).resolves.toMatch(/^sid=/);

    const again = await c.reset('b@test', code, 'Another!Pass7');
    expect(again).toMatchObject({ status: 400, body: { code: 10080 } });
    expect(again.body.message).toBe('This recovery code is not valid: it may be mistyped, already used, expired or tried too many times. Check the code in the e-mail, or ask for a new one.');
    await expect(t.login('b@test', NEW_PASSWORD)).resolves.toMatch(/^sid=/);
  });

  it('an expired code is refused like a wrong one', async () => {
    const c = caller();
    const before = await countMessages();
    await c.forgot('csr@test');
    const code = await codeFor('csr@test', before);
    // 31 minutes later
    await sql`update password_recovery set expires_at = now() - interval '1 minute'`.execute(t.app.db);
    expect(await c.reset('csr@test', code)).toMatchObject({ status: 400, body: { code: 10080 } });
    await expect(t.login('csr@test', TEST_PASSWORD)).resolves.toMatch(/^sid=/);
  });

  it('five wrong codes end the recovery: the right code no longer works', async () => {
    const c = caller();
    const before = await countMessages();
    await c.forgot('sponsor@test');
    const code = await codeFor('sponsor@test', before);
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < 5; i++) expect((await c.reset('sponsor@test', wrong)).body.code).toBe(10080);
    expect(await caller().reset('sponsor@test', code)).toMatchObject({ status: 400, body: { code: 10080 } });
    await expect(t.login('sponsor@test', TEST_PASSWORD)).resolves.toMatch(/^sid=/);
  });

  it('four wrong codes leave the right one working', async () => {
    const c = caller();
    const before = await countMessages();
    await c.forgot('sponsor@test');
    const code = await codeFor('sponsor@test', before);
    for (let i = 0; i < 4; i++) await c.reset('sponsor@test', '12345678' === code ? '87654321' : '12345678');
    expect(await c.reset('sponsor@test', code, 'Sponsor#2026')).toEqual({ status: 200, body: { reset: true } });
  });

  it('only the newest code works', async () => {
    const c = caller();
    let before = await countMessages();
    await c.forgot('a@test');
    const first = await codeFor('a@test', before);
    before = await countMessages();
    await c.forgot('a@test');
    const second = await codeFor('a@test', before);
    if (first !== second) expect((await c.reset('a@test', first)).status).toBe(400);
    expect((await c.reset('a@test', second, 'Second!Try3')).status).toBe(200);
  });

  it('a password that breaks rules: 400 listing each broken rule in the caller’s language; the code is not spent', async () => {
    const c = caller();
    const before = await countMessages();
    await c.forgot('csr@test');
    const code = await codeFor('csr@test', before);
    const weak = await c.reset('csr@test', code, 'short-one', { 'accept-language': 'fr-CA' });
    expect(weak.status).toBe(400);
    // the one password refusal of every place that sets a password (server/session/password-policy.ts)
    expect(weak.body.code).toBe(10015);
    expect(weak.body.rules).toEqual(['noHyphen', 'upper', 'digit', 'special']);
    expect(weak.body.message).toBe('Ce mot de passe ne respecte pas ces règles : aucun trait d’union (-), une lettre majuscule, un chiffre et l’un des caractères ! @ # $ % ^ & *.');
    const english = await c.reset('csr@test', code, 'short-one');
    expect(english.body).toMatchObject({ code: 10015, message: 'This password does not meet these rules: no hyphens (-), an upper-case letter, a digit and one of ! @ # $ % ^ & *.' });
    expect((await c.reset('csr@test', code, 'Csr!Strong1')).status).toBe(200);
  });

  it('an unknown e-mail is answered like a wrong code', async () => {
    expect(await caller().reset('ghost@test', '12345678')).toMatchObject({ status: 400, body: { code: 10080 } });
  });
});

describe('bad input: a 400 naming the problem', () => {
  const send = (url: string, payload: string) => t.request({ method: 'POST', url: `${API}/${url}`, payload, headers: caller().headers });

  it.each([
    ['forgot-password', '{}', /email/],
    ['forgot-password', '{"email":""}', /email/],
    ['forgot-password', JSON.stringify({ email: `${'x'.repeat(200)}@test` }), /email/],
    ['forgot-password', '{"email":null}', /email/],
    ['forgot-password', '[]', /body/],
    ['reset-password', '{"email":"a@test","password":"Fresh!Start9"}', /code/],
    ['reset-password', '{"email":"a@test","code":"123456789012345678901","password":"Fresh!Start9"}', /code/],
    ['reset-password', JSON.stringify({ email: 'a@test', code: '12345678', password: 'x'.repeat(201) }), /password/],
    ['reset-password', '{"email":"a@test","code":"1234', /JSON/],
  ])('%s %s', async (url, payload, named) => {
    const res = await send(url, payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(named);
  });

  it('a password over 128 characters (under the body limit) breaks the length rule', async () => {
    const res = await caller().reset('a@test', '12345678', `Aa1!${'x'.repeat(130)}`);
    expect(res).toMatchObject({ status: 400, body: { code: 10015, rules: ['maxLength'] } });
  });
});
