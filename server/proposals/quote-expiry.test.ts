/**
 * Quote expiry on the server (docs/requirements.md §5.9), over real HTTP with the real accountants'
 * program: the days left in the proposal and the work list, the refusals of an expired quote, and
 * PATCH requote. Dates are moved by writing when the quote was given, not by waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp } from '../testing/test-app';
import { Harness, PROGRAMS } from '../policies/test-harness';
import type { Status } from '../../adapters/status';

let h: Harness;
beforeAll(async () => {
  h = new Harness(await startTestApp({ programsDir: PROGRAMS }));
});
afterAll(() => h?.t.close());

const ACCT = { business_province: 'ON', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, coverage_begin_date: '2026-07-01' };

/** An accountants' application in `status` whose quote was given `daysAgo` days ago (approved then too, when CSR_APPROVED). */
async function quotedDaysAgo(status: Status, daysAgo: number, accepted?: number) {
  const p = await h.seed('CANACCT', status, ACCT, accepted === undefined ? {} : { accepted });
  const at = sql<Date>`now() - make_interval(days => ${daysAgo})`;
  await h.t.app.db.updateTable('proposals').set({ quoted_at: at, ...(status === 'CSR_APPROVED' ? { approved_timestamp: at } : {}) }).where('id', '=', p.id).execute();
  return p;
}

const current = async (login: string) => (await h.call(login, 'GET', '/proposals')).body;

describe('the days a quote has left', () => {
  it('are in the applicant’s proposal: 30 on the day it is given, 0 once expired, null where expiry does not apply', async () => {
    expect((await current((await quotedDaysAgo('QUOTED', 0)).login)).quote_expiry_days).toBe(30);
    expect((await current((await quotedDaysAgo('QUOTE_ACCEPTED', 12, 0)).login)).quote_expiry_days).toBe(18);
    expect((await current((await quotedDaysAgo('CSR_APPROVED', 29, 0)).login)).quote_expiry_days).toBe(1);
    expect((await current((await quotedDaysAgo('QUOTED', 45)).login)).quote_expiry_days).toBe(0);
    expect((await current((await quotedDaysAgo('PENDING_CSR_REVIEW', 45, 0)).login)).quote_expiry_days).toBeNull();
  });

  it('are a column of the CSR work list', async () => {
    const p = await quotedDaysAgo('QUOTED', 10);
    const list = await h.call('csr@test', 'GET', `/proposals/work-list?customer_number=${p.customer}`);
    expect(list.status).toBe(200);
    expect(list.body.rows.map((r: { quote_expiry_days: number | null }) => r.quote_expiry_days)).toEqual([20]);
  });
});

describe('an expired quote', () => {
  it('cannot be accepted: 409 in the caller’s language, nothing changes', async () => {
    const p = await quotedDaysAgo('QUOTED', 31);
    const res = await h.call(p.login, 'PATCH', '/quote', { quote: { id: p.quotes[0]!.id } }, { revision: await h.revision(p.id) });
    expect([res.status, res.body.code, res.body.message]).toEqual([409, 10048, 'This quote has expired. Review your answers to get a new quote.']);
    const fr = await h.call(p.login, 'PATCH', '/quote', { quote: { id: p.quotes[0]!.id } }, { revision: await h.revision(p.id), 'accept-language': 'fr-CA' });
    expect([fr.status, fr.body.message]).toEqual([409, 'Cette soumission est expirée. Revoyez vos réponses pour obtenir une nouvelle soumission.']);
    expect((await h.row(p.id)).status).toBe('QUOTED');
    expect(await h.events(p.id)).toEqual([]);
  });

  it('gets no policy, even after approval', async () => {
    for (const status of ['QUOTED', 'QUOTE_ACCEPTED', 'CSR_APPROVED'] as const) {
      const p = await quotedDaysAgo(status, 90, 0);
      const res = await h.call(p.login, 'POST', '/policies', { quote: { id: p.quotes[0]!.id } });
      expect({ status, reply: [res.status, res.body.code] }).toEqual({ status, reply: [409, 10048] });
      expect(await h.policies(p.id)).toEqual([]);
    }
  });

  it('is dropped by PATCH requote: the answers stay, the quotes and the approval go, back IN_PROGRESS', async () => {
    const p = await quotedDaysAgo('CSR_APPROVED', 40, 0);
    const before = await h.row(p.id);
    const res = await h.call(p.login, 'PATCH', '/proposals/requote', undefined, { revision: String(before.revision) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'IN_PROGRESS', quotes: [], accepted_quote_id: null, approved_timestamp: null, quoted_at: null, quote_expiry_days: null });
    expect(res.body.progress_states).toEqual(before.progress_states);
    expect((await h.events(p.id)).map((e) => [e.from_status, e.to_status, e.action, e.actor])).toEqual([['CSR_APPROVED', 'IN_PROGRESS', 'QUOTE_EXPIRED', p.login]]);
    // done once: a second click finds nothing expired
    const again = await h.call(p.login, 'PATCH', '/proposals/requote', undefined, { revision: await h.revision(p.id) });
    expect([again.status, again.body.code]).toEqual([409, 10049]);
  });
});

describe('PATCH requote refuses', () => {
  it('a quote still valid, a stale or missing revision, a signed-out caller and a CSR', async () => {
    const p = await quotedDaysAgo('QUOTED', 3);
    const valid = await h.call(p.login, 'PATCH', '/proposals/requote', undefined, { revision: await h.revision(p.id) });
    expect([valid.status, valid.body.code, valid.body.message]).toEqual([409, 10049, 'This application’s quote has not expired: there is nothing to quote again.']);

    const old = await quotedDaysAgo('QUOTED', 60);
    const stale = await h.call(old.login, 'PATCH', '/proposals/requote', undefined, { revision: '999' });
    expect(stale.status).toBe(409);
    expect(stale.body.current_revision).toBe(Number(await h.revision(old.id)));
    const missing = await h.call(old.login, 'PATCH', '/proposals/requote');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/revision/);

    const signedOut = await h.t.app.inject({ method: 'PATCH', url: '/smb/cnc/api/v2/proposals/requote', headers: { revision: '1' } });
    expect(signedOut.statusCode).toBe(401);
    const csr = await h.call('csr@test', 'PATCH', '/proposals/requote', undefined, { revision: await h.revision(old.id), customer_number: old.customer });
    expect(csr.status).toBe(403);
    const sponsor = await h.call('sponsor@test', 'PATCH', '/proposals/requote', undefined, { revision: await h.revision(old.id) });
    expect(sponsor.status).toBe(403);
    expect((await h.row(old.id)).status).toBe('QUOTED');
  });
});
