/**
 * How long a session lives (docs/server.md "Sessions and origin"): an idle timeout and an absolute
 * lifetime, a cap on live sessions per user, logout everywhere, and the `__Host-` cookie over HTTPS.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashId } from './session-store';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

const API = '/smb/cnc/api/v2';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ sessionMinutes: 90, sessionIdleMinutes: 10, sessionsPerUser: 3, trustProxy: 1 });
});
afterAll(() => t?.close());

const idOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
const me = async (cookie: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url: `${API}/session`, headers: { cookie, ...headers } })).json().user?.login ?? null;
const lastSeen = async (cookie: string) =>
  (await t.app.db.selectFrom('sessions').select('last_seen_at').where('id_hash', '=', hashId(idOf(cookie))).executeTakeFirstOrThrow()).last_seen_at;
const seenMinutesAgo = (cookie: string, minutes: number) =>
  t.app.db
    .updateTable('sessions')
    .set({ last_seen_at: sql<Date>`now() - make_interval(secs => ${minutes * 60})` })
    .where('id_hash', '=', hashId(idOf(cookie)))
    .execute();

describe('session lifetime', () => {
  it('a session unused for SESSION_IDLE_MINUTES ends, on every path that reads it (the save path too)', async () => {
    const cookie = await t.login('a@test');
    await seenMinutesAgo(cookie, 9);
    expect(await me(cookie)).toBe('a@test');
    const other = await t.login('b@test');
    await seenMinutesAgo(cookie, 11);
    await seenMinutesAgo(other, 11);
    expect(await me(cookie)).toBeNull();
    const save = await t.app.inject({ method: 'GET', url: `${API}/proposals`, headers: { cookie: other } });
    expect(save.statusCode).toBe(401);
  });

  it('use moves the idle clock, writing at most once a minute', async () => {
    const cookie = await t.login('a@test');
    await seenMinutesAgo(cookie, 0.25);
    const recent = await lastSeen(cookie);
    expect(await me(cookie)).toBe('a@test');
    expect(await lastSeen(cookie)).toEqual(recent);

    await seenMinutesAgo(cookie, 2);
    expect(await me(cookie)).toBe('a@test');
    expect(Date.now() - (await lastSeen(cookie)).getTime()).toBeLessThan(30_000);
  });

  it('the save path refreshes the idle clock', async () => {
    const cookie = await t.login('b@test');
    await seenMinutesAgo(cookie, 9);
    const res = await t.app.inject({ method: 'GET', url: `${API}/proposals`, headers: { cookie } });
    expect(res.statusCode).not.toBe(401);
    expect(Date.now() - (await lastSeen(cookie)).getTime()).toBeLessThan(30_000);
  });

  it('a session ends SESSION_MINUTES after sign-in however busy it is', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { login: 'sponsor@test', password: TEST_PASSWORD } });
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const row = await t.app.db.selectFrom('sessions').select(['created_at', 'expires_at']).where('id_hash', '=', hashId(idOf(cookie))).executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(90 * 60_000);
    const expires = /Expires=([^;]+)/.exec(String(res.headers['set-cookie']))![1]!;
    expect(Math.abs(new Date(expires).getTime() - row.expires_at.getTime())).toBeLessThan(1000);
    await t.app.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('id_hash', '=', hashId(idOf(cookie))).execute();
    await seenMinutesAgo(cookie, 0);
    expect(await me(cookie)).toBeNull();
  });

  it('signing in once more than SESSIONS_PER_USER ends the oldest session', async () => {
    const cookies = [];
    for (let i = 0; i < 4; i++) cookies.push(await t.login('sponsor@test'));
    expect(await Promise.all(cookies.map((c) => me(c)))).toEqual([null, 'sponsor@test', 'sponsor@test', 'sponsor@test']);
    const live = await t.app.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select('id_hash').where('users.login', '=', 'sponsor@test').execute();
    expect(live).toHaveLength(3);
  });

  it('logout with {"everywhere": true} ends every session of the user, and only theirs', async () => {
    const first = await t.login('sponsor@test');
    const second = await t.login('sponsor@test');
    const someoneElse = await t.login('b@test');
    const res = await t.app.inject({ method: 'POST', url: `${API}/logout`, headers: { cookie: first }, payload: { everywhere: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(await me(first)).toBeNull();
    expect(await me(second)).toBeNull();
    expect(await me(someoneElse)).toBe('b@test');
  });

  it('logout everywhere needs a live session and our own origin', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: `${API}/logout`, payload: { everywhere: true } });
    expect(anonymous.statusCode).toBe(401);
    const cookie = await t.login('b@test');
    const forged = await t.app.inject({ method: 'POST', url: `${API}/logout`, headers: { cookie, origin: 'https://evil.example' }, payload: { everywhere: true } });
    expect(forged.statusCode).toBe(403);
    expect(await me(cookie)).toBe('b@test');
    const typo = await t.app.inject({ method: 'POST', url: `${API}/logout`, headers: { cookie }, payload: { everywhere: 'yes' } });
    expect(typo.statusCode).toBe(400);
    expect(await me(cookie)).toBe('b@test');
  });

  it('a plain logout still works without a body and without a session', async () => {
    const cookie = await t.login('b@test');
    const out = await t.app.inject({ method: 'POST', url: `${API}/logout`, headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(await me(cookie)).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: `${API}/logout` })).statusCode).toBe(200);
  });

  it('sessions.endAllFor(userId) ends every session of that user (for a password change)', async () => {
    const cookie = await t.login('a@test');
    const user = await t.app.db.selectFrom('users').select('id').where('login', '=', 'a@test').executeTakeFirstOrThrow();
    await t.app.sessions.endAllFor(user.id);
    expect(await me(cookie)).toBeNull();
  });
});

describe('the cookie over HTTPS', () => {
  const https = { 'x-forwarded-proto': 'https' };

  it('is __Host-sid, read only over HTTPS, and logout clears it', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { login: 'a@test', password: TEST_PASSWORD }, headers: https });
    const id = idOf(String(res.headers['set-cookie']).split(';')[0]!);
    expect(String(res.headers['set-cookie'])).toMatch(/^__Host-sid=/);
    expect(await me(`__Host-sid=${id}`, https)).toBe('a@test');
    // the plain name over HTTPS, or the __Host- one over HTTP, is not the session cookie
    expect(await me(`sid=${id}`, https)).toBeNull();
    expect(await me(`__Host-sid=${id}`)).toBeNull();
    const out = await t.app.inject({ method: 'POST', url: `${API}/logout`, headers: { cookie: `__Host-sid=${id}`, ...https } });
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-sid=;.*Path=\/.*Secure/);
    expect(await me(`__Host-sid=${id}`, https)).toBeNull();
  });

  it('the save path reads the same cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { login: 'b@test', password: TEST_PASSWORD }, headers: https });
    const id = idOf(String(res.headers['set-cookie']).split(';')[0]!);
    const viaHost = await t.app.inject({ method: 'GET', url: `${API}/proposals`, headers: { cookie: `__Host-sid=${id}`, ...https } });
    expect(viaHost.statusCode).not.toBe(401);
    const viaPlain = await t.app.inject({ method: 'GET', url: `${API}/proposals`, headers: { cookie: `sid=${id}`, ...https } });
    expect(viaPlain.statusCode).toBe(401);
  });
});
