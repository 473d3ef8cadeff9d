/**
 * GET /policies/{id} says the server's today (docs/server.md "Test clock"), so the Renew button reads
 * the renewal window on the server's calendar, not the browser's: with the calendar pinned inside
 * the window of a policy ending 2027-07-01, the reply says that day.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Policy } from '../../adapters/api';
import { startTestApp } from '../testing/test-app';
import { Harness, PROGRAMS } from './test-harness';

let h: Harness;
beforeAll(async () => {
  h = new Harness(await startTestApp({ programsDir: PROGRAMS, testToday: '2027-06-20' }));
});
afterAll(() => h?.t.close());

it('the policy reply carries the day the server reads the renewal window on', async () => {
  const p = await h.seed('CANACCT', 'QUOTE_ACCEPTED', { business_province: 'ON', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, coverage_begin_date: '2026-07-01' }, { accepted: 1 });
  const issued = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
  expect(issued.status).toBe(201);
  const res = await h.call(p.login, 'GET', `/policies/${(issued.body as Policy).id}`);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ expiration_date: '2027-07-01', today: '2027-06-20' });
});
