/**
 * Sign-in throttling (docs/server.md "Sessions and origin"): growing delays per (login, address)
 * and per address, never a lock of the account. Each test signs in from addresses of its own
 * (inject's remoteAddress), so the counters of one test do not reach another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const API = '/smb/cnc/api/v2';
const signIn = (login: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}/login`, payload: { login, password }, remoteAddress, headers });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function failures(login: string, password: string, remoteAddress: string, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await signIn(login, password, remoteAddress)).statusCode);
  return statuses;
}

describe('sign-in throttle', () => {
  it('five failures are free; after the sixth the next attempt waits 2 s (429, Retry-After, how long in words); then the right password works', async () => {
    expect(await failures('sponsor@test', 'wrong', '10.1.0.1', 6)).toEqual(Array(6).fill(401));
    const early = await signIn('sponsor@test', TEST_PASSWORD, '10.1.0.1');
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(2);
    expect(early.json()).toMatchObject({ status: 429, code: 10014, retry_after_seconds: Number(early.headers['retry-after']) });
    expect(early.json().message).toMatch(/^Too many sign-in attempts\. Please wait [12] seconds? and try again\.$/);
    const fr = await signIn('sponsor@test', TEST_PASSWORD, '10.1.0.1', { 'accept-language': 'fr-CA' });
    expect(fr.json().message).toMatch(/^Trop de tentatives de connexion\. Veuillez attendre [12] secondes? et réessayer\.$/);

    await sleep(Number(early.headers['retry-after']) * 1000 + 100);
    const after = await signIn('sponsor@test', TEST_PASSWORD, '10.1.0.1');
    expect(after.statusCode).toBe(200);
    // the right password ended the streak: the next mistakes are free again
    expect(await failures('sponsor@test', 'wrong', '10.1.0.1', 5)).toEqual(Array(5).fill(401));
  });

  it('the wait doubles with each further failure, up to 15 minutes', async () => {
    const waits: number[] = [];
    await failures('b@test', 'wrong', '10.1.0.2', 5);
    for (let i = 0; i < 12; i++) {
      // counted as a failure as if the wait had run out (what a patient attacker does)
      await t.app.db.updateTable('login_attempts').set({ blocked_until: null }).where('key', 'like', '%10.1.0.2%').execute();
      expect((await signIn('b@test', 'wrong', '10.1.0.2')).statusCode).toBe(401);
      waits.push(Number((await signIn('b@test', 'wrong', '10.1.0.2')).headers['retry-after']));
    }
    const expected = [2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900];
    waits.forEach((w, i) => expect(w, `wait after failure ${i + 6}`).toBeGreaterThanOrEqual(expected[i]! - 1));
    waits.forEach((w, i) => expect(w, `wait after failure ${i + 6}`).toBeLessThanOrEqual(expected[i]!));
  });

  it('failures from one address do not keep the same login out from another address', async () => {
    const attacker = await failures('sponsor@test', 'wrong', '10.1.0.3', 15);
    expect(attacker.slice(0, 6)).toEqual(Array(6).fill(401));
    expect(attacker.slice(6)).toEqual(Array(9).fill(429));
    const owner = await signIn('sponsor@test', TEST_PASSWORD, '10.1.0.4');
    expect(owner.statusCode).toBe(200);
  });

  it('one address trying many logins is slowed after 30 free failures', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await signIn(`nobody${i}@test`, 'guess', '10.1.0.5')).statusCode);
    expect(statuses).toEqual([...Array(31).fill(401), 429]);
    // another address is not slowed
    expect((await signIn('nobody99@test', 'guess', '10.1.0.6')).statusCode).toBe(401);
  });

  it('successful sign-ins do not count against their address (many people behind one NAT)', async () => {
    for (let i = 0; i < 33; i++) expect((await signIn('a@test', TEST_PASSWORD, '10.1.0.7')).statusCode).toBe(200);
    expect((await signIn('nobody@test', 'guess', '10.1.0.7')).statusCode).toBe(401);
  });

  it('simultaneous wrong attempts are counted atomically: exactly six get through, the rest wait', async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, () => signIn('b@test', 'wrong', '10.1.0.8')));
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(6).fill(401), ...Array(14).fill(429)]);
  });
});

/** Two instances need one database they both reach: only the PostgreSQL server run has that. */
describe.skipIf(!process.env.DATABASE_URL)('sign-in throttle across two instances (PostgreSQL)', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await startTestApp({ dbSchema: t.app.appConfig.dbSchema });
  });
  afterAll(() => second?.close());

  it('simultaneous wrong attempts spread over both instances are counted once each', async () => {
    const attempt = (i: number) =>
      (i % 2 ? second : t).app.inject({ method: 'POST', url: `${API}/login`, payload: { login: 'a@test', password: 'wrong' }, remoteAddress: '10.1.1.1' });
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(i)))).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(6).fill(401), ...Array(24).fill(429)]);
    const other = await second.app.inject({ method: 'POST', url: `${API}/login`, payload: { login: 'a@test', password: TEST_PASSWORD }, remoteAddress: '10.1.1.1' });
    expect(other.statusCode).toBe(429);
  });
});
