/**
 * A wrong password for a known login and any password for an unknown login cost the same work
 * (docs/server.md "Sessions and origin"), so the answer's timing does not say which logins exist.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const API = '/smb/cnc/api/v2';

/** Milliseconds of one refused sign-in, from an address of its own (no throttle involved). */
async function timed(login: string, remoteAddress: string): Promise<number> {
  const start = performance.now();
  const res = await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { login, password: 'not-the-password' }, remoteAddress });
  const ms = performance.now() - start;
  expect(res.statusCode).toBe(401);
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

it('an unknown login takes about as long as a wrong password for a known one', async () => {
  await timed('sponsor@test', '10.2.0.1');
  await timed('ghost@test', '10.2.0.1');
  const known: number[] = [];
  const unknown: number[] = [];
  // interleaved, so a busy moment of the machine hits both sides alike
  for (let i = 0; i < 7; i++) {
    known.push(await timed('sponsor@test', `10.2.1.${i}`));
    unknown.push(await timed(`ghost${i}@test`, `10.2.2.${i}`));
  }
  // before the fix an unknown login took about a quarter of a known one (no password hash)
  expect(median(unknown) / median(known)).toBeGreaterThan(0.6);
});
