/**
 * "Remember me" and keep-alive (docs/server.md "Sessions and origin", docs/requirements.md §7.3,
 * §7.8): a remembered session lives SESSION_REMEMBER_DAYS under the same idle timeout; keep-alive
 * restarts the idle clock of the caller's own live session and nothing else.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIdleTest } from '../config/env';
import { hashId } from './session-store';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

const API = '/smb/cnc/api/v2';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ sessionMinutes: 90, sessionRememberDays: 30, sessionIdleMinutes: 10 });
});
afterAll(() => t?.close());

const idOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
const row = (cookie: string) =>
  t.app.db.selectFrom('sessions').select(['created_at', 'expires_at', 'last_seen_at']).where('id_hash', '=', hashId(idOf(cookie))).executeTakeFirstOrThrow();
const seenMinutesAgo = (cookie: string, minutes: number) =>
  t.app.db
    .updateTable('sessions')
    .set({ last_seen_at: sql<Date>`now() - make_interval(secs => ${minutes * 60})` })
    .where('id_hash', '=', hashId(idOf(cookie)))
    .execute();
const me = async (cookie: string) => (await t.request({ url: `${API}/session`, cookie })).body.user?.login ?? null;
const keepAlive = (cookie?: string, headers: Record<string, string> = {}) => t.request({ method: 'POST', url: `${API}/session/keep-alive`, cookie, headers });

async function signIn(body: Record<string, unknown>) {
  const res = await fetch(`${t.url}${API}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, setCookie: res.headers.get('set-cookie') ?? '', body: await res.json() };
}

describe('remember me', () => {
  it('a remembered sign-in lives SESSION_REMEMBER_DAYS, its cookie too; a plain one SESSION_MINUTES', async () => {
    const remembered = await signIn({ login: 'a@test', password: TEST_PASSWORD, remember: true });
    expect(remembered.status).toBe(200);
    const cookie = remembered.setCookie.split(';')[0]!;
    const long = await row(cookie);
    expect(long.expires_at.getTime() - long.created_at.getTime()).toBe(30 * 24 * 60 * 60_000);
    const expires = /Expires=([^;]+)/.exec(remembered.setCookie)![1]!;
    expect(Math.abs(new Date(expires).getTime() - long.expires_at.getTime())).toBeLessThan(1000);

    for (const body of [{ login: 'b@test', password: TEST_PASSWORD, remember: false }, { login: 'b@test', password: TEST_PASSWORD }]) {
      const plain = await signIn(body);
      const short = await row(plain.setCookie.split(';')[0]!);
      expect(short.expires_at.getTime() - short.created_at.getTime()).toBe(90 * 60_000);
    }
  });

  it('a remembered session still ends when unused for SESSION_IDLE_MINUTES', async () => {
    const cookie = (await signIn({ login: 'a@test', password: TEST_PASSWORD, remember: true })).setCookie.split(';')[0]!;
    await seenMinutesAgo(cookie, 9);
    expect(await me(cookie)).toBe('a@test');
    await seenMinutesAgo(cookie, 11);
    expect(await me(cookie)).toBeNull();
  });

  it('remember must be true or false: anything else is a 400 naming it, and no session starts', async () => {
    const res = await signIn({ login: 'a@test', password: TEST_PASSWORD, remember: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/remember/);
    expect(res.setCookie).toBe('');
  });
});

describe('keep-alive', () => {
  it('restarts the idle clock of the caller’s session, even when it was just used, and not its lifetime', async () => {
    const cookie = await t.login('a@test');
    await seenMinutesAgo(cookie, 9);
    const before = await row(cookie);
    const res = await keepAlive(cookie);
    expect(res).toMatchObject({ status: 200, body: { user: { login: 'a@test' }, idle: { idle_minutes: 10 } } });
    const after = await row(cookie);
    expect(Date.now() - after.last_seen_at.getTime()).toBeLessThan(5_000);
    expect(after.expires_at).toEqual(before.expires_at);
    // the session outlives the idle timeout it would have met without the keep-alive
    await t.app.db.updateTable('sessions').set({ last_seen_at: sql<Date>`last_seen_at - interval '5 minutes'` }).where('id_hash', '=', hashId(idOf(cookie))).execute();
    expect(await me(cookie)).toBe('a@test');

    // a session used seconds ago (which ordinary use would not write) moves too
    await seenMinutesAgo(cookie, 0.5);
    const recent = (await row(cookie)).last_seen_at;
    await keepAlive(cookie);
    expect((await row(cookie)).last_seen_at.getTime()).toBeGreaterThan(recent.getTime());
  });

  it('moves only the caller’s session, not another account’s', async () => {
    const mine = await t.login('csr@test');
    const other = await t.login('sponsor@test');
    await seenMinutesAgo(other, 9);
    const otherBefore = (await row(other)).last_seen_at;
    expect((await keepAlive(mine)).status).toBe(200);
    expect((await row(other)).last_seen_at).toEqual(otherBefore);
  });

  it('refuses a caller without a live session (401), an idle-ended one included, and another origin (403)', async () => {
    expect(await keepAlive()).toMatchObject({ status: 401, body: { code: 10010 } });
    expect(await keepAlive('sid=made-up')).toMatchObject({ status: 401, body: { code: 10010 } });
    const cookie = await t.login('b@test');
    await seenMinutesAgo(cookie, 11);
    expect(await keepAlive(cookie)).toMatchObject({ status: 401, body: { code: 10010 } });
    expect(await me(cookie)).toBeNull();
    const live = await t.login('b@test');
    expect(await keepAlive(live, { origin: 'https://evil.example' })).toMatchObject({ status: 403, body: { code: 10012 } });
  });

  it('a malformed or oversized body is a 4xx that names the problem, never a 500', async () => {
    const cookie = await t.login('a@test');
    const broken = await t.request({ method: 'POST', url: `${API}/session/keep-alive`, cookie, payload: '{"x":' });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/JSON/);
    const huge = await t.request({ method: 'POST', url: `${API}/session/keep-alive`, cookie, payload: JSON.stringify({ x: 'y'.repeat(2 * 1024 * 1024) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBeTruthy();
  });
});

describe('idle settings for the browser', () => {
  it('every session reply names the server’s idle minutes', async () => {
    expect((await t.request({ url: `${API}/session` })).body).toEqual({ user: null, idle: { idle_minutes: 10 } });
    const login = await signIn({ login: 'a@test', password: TEST_PASSWORD });
    expect(login.body.idle).toEqual({ idle_minutes: 10 });
  });

  it('IDLE_TEST_SECONDS shortens the browser’s warning for tests, and is refused in production', async () => {
    expect(parseIdleTest('4,6', 'test')).toEqual({ warnAfterSeconds: 4, countdownSeconds: 6 });
    expect(parseIdleTest(undefined, 'production')).toBeUndefined();
    expect(() => parseIdleTest('4,6', 'production')).toThrow(/production/);
    expect(() => parseIdleTest('4', undefined)).toThrow(/IDLE_TEST_SECONDS/);
    expect(() => parseIdleTest('0,6', undefined)).toThrow(/IDLE_TEST_SECONDS/);
    const shortened = await startTestApp({ idleTest: { warnAfterSeconds: 4, countdownSeconds: 6 } });
    try {
      expect((await shortened.request({ url: `${API}/session` })).body.idle).toEqual({ idle_minutes: 30, warn_after_seconds: 4, countdown_seconds: 6 });
    } finally {
      await shortened.close();
    }
  });
});
