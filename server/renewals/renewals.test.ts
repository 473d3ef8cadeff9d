/**
 * Starting a renewal over real HTTP, on PGlite (or the PostgreSQL of DATABASE_URL). Each scenario
 * seeds an applicant whose application was issued and paid; the renewal window is moved by
 * writing the policy's expiry date relative to today in the database, never by waiting.
 */
import { addDays, addYears } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../adapters/format';
import { primaryLimit } from '../../adapters/quotes';
import { startTestApp } from '../testing/test-app';
import { Harness, PROGRAMS } from '../policies/test-harness';

let h: Harness;

const day = (offset: number) => toIsoDate(addDays(new Date(), offset));
const ACCT = { business_province: 'ON', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, coverage_begin_date: '2026-07-01', coverage_end_date: '2027-07-01' };

/** An applicant of CANACCT whose application (POLICY_ISSUED) gave a paid policy expiring on `expiry`. */
async function paidPolicy(expiry: string, statusCode: 'ISSUED' | 'RWL' | 'VOID' | null = 'ISSUED') {
  const p = await h.seed('CANACCT', 'POLICY_ISSUED', ACCT, { accepted: 1 });
  // a quote-page answer and a step the journey does not know: neither is carried to the renewal
  const states = [...(await h.row(p.id)).progress_states, { name: 'QUOTE_FINAL', completed: true, form_elements: { accept_terms: 'y' } }];
  await h.t.app.db.updateTable('proposals').set({ progress_states: JSON.stringify(states) }).where('id', '=', p.id).execute();
  const quote = p.quotes[1]!;
  const policy = await h.t.app.db.transaction().execute((trx) =>
    h.t.app.policies.create({
      proposal_id: p.id, customer_number: p.customer, client: 'CANACCT', quote_id: quote.id, quote: JSON.stringify(quote.quote),
      effective_date: day(-300), expiration_date: expiry, premium: quote.quote.full_premium_amount, gross_amount: quote.quote.full_premium_amount,
      payment_method_code: 'ISP', sponsor_billed: false, created_by: 'test',
    }, trx),
  );
  await h.t.app.db.updateTable('policies').set({ status_code: statusCode }).where('id', '=', policy.id).execute();
  await h.t.app.db.updateTable('proposals').set({ issued_policy_id: policy.id, issued_policy_number: policy.number }).where('id', '=', p.id).execute();
  return { ...p, policy, limit: primaryLimit(quote.quote) };
}

const renew = (who: string, policyId: string, locale = 'en-CA') => h.call(who, 'POST', `/policies/${policyId}/renewal`, undefined, { 'accept-language': locale });
const liveOf = (customer: string) => h.t.app.proposals.liveFor(customer);

beforeAll(async () => {
  h = new Harness(await startTestApp({ programsDir: PROGRAMS }));
});
afterAll(async () => {
  await h?.t.close();
});

describe('POST /policies/{id}/renewal inside the window', () => {
  it('201: a RENEWAL application prefilled from last year, its term following the old one, last year’s limit carried', async () => {
    const expiry = day(10);
    const p = await paidPolicy(expiry);
    const r = await renew(p.login, p.policy.id);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      type: 'RENEWAL', status: 'IN_PROGRESS', customer_number: p.customer, client: 'CANACCT',
      current_progress_state: 'IMPORTANT_INFORMATION', prior_term_liability_limit: p.limit, quotes: [],
      progress_states_revision: 1, issued_policy_id: null, accepted_quote_id: null,
    });
    expect(p.limit).toBeGreaterThan(0);
    // last year's answers, to be confirmed again; the begin date is the old policy's expiry
    expect(r.body.progress_states).toEqual([
      expect.objectContaining({ name: 'GENERAL_INFORMATION', completed: false, form_elements: { ...ACCT, coverage_begin_date: expiry, coverage_end_date: toIsoDate(addYears(new Date(`${expiry}T00:00`), 1)) } }),
    ]);
    // the renewal is the customer's live application now; last year's stays, readable by id
    expect((await liveOf(p.customer))?.id).toBe(r.body.id);
    const old = await h.row(p.id);
    expect(old).toMatchObject({ status: 'POLICY_ISSUED', deleted_at: null, issued_policy_id: p.policy.id });
    expect(old.renewed_at).toBeInstanceOf(Date);
    const got = await h.call(p.login, 'GET', '/proposals');
    expect(got.body).toMatchObject({ id: r.body.id, type: 'RENEWAL' });
    expect((await h.events(r.body.id)).map((e) => e.action)).toEqual(['CREATE']);
    // the old policy stays ISSUED until the renewal's own policy is bound
    expect((await h.policies(p.id))[0]!.status_code).toBe('ISSUED');
  });

  it('opens renewalDaysBefore (60) days before the expiry and closes renewalDaysAfter (30) days after it, both days included', async () => {
    for (const offset of [60, 0, -30]) {
      const p = await paidPolicy(day(offset));
      expect((await renew(p.login, p.policy.id)).status).toBe(201);
    }
  });

  it('asking again answers the same renewal (200), never a second one', async () => {
    const p = await paidPolicy(day(5));
    const first = await renew(p.login, p.policy.id);
    const again = await renew(p.login, p.policy.id);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.id).toBe(first.body.id);
    expect(await renewalsOf(p.policy.id)).toBe(1);
  });

  it('5 simultaneous requests start one renewal: one 201, four 200 with it', async () => {
    const p = await paidPolicy(day(5));
    const replies = await Promise.all(Array.from({ length: 5 }, () => renew(p.login, p.policy.id)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    expect(await renewalsOf(p.policy.id)).toBe(1);
  });

  it('the renewal’s own policy bound makes the renewed one RWL', async () => {
    const p = await paidPolicy(day(5));
    const r = await renew(p.login, p.policy.id);
    await h.t.app.db.updateTable('proposals').set({ status: 'POLICY_ISSUED_PENDING_PAYMENT' }).where('id', '=', r.body.id).execute();
    await h.t.app.db.transaction().execute(async (trx) => {
      const row = (await h.t.app.proposals.byId(r.body.id, trx))!;
      await h.t.app.transition(trx, { proposal: row, action: 'BOUND_MANUALLY', actor: 'csr@test' });
    });
    expect((await h.policies(p.id))[0]!.status_code).toBe('RWL');
    // renewed: asking again answers the renewal, and nothing new is started
    expect((await renew(p.login, p.policy.id)).body.id).toBe(r.body.id);
  });
});

describe('POST /policies/{id}/renewal refused', () => {
  it('409 before the window opens, in the caller’s language, and nothing is created', async () => {
    const p = await paidPolicy(day(61));
    const en = await renew(p.login, p.policy.id);
    expect(en.status).toBe(409);
    const opens = fmt(day(1));
    const closes = fmt(day(91));
    expect(en.body.message).toBe(`Policy ${p.policy.number} can be renewed from ${opens} to ${closes}. Come back then to renew it.`);
    const fr = await renew(p.login, p.policy.id, 'fr-CA');
    expect(fr.body.message).toBe(`La police ${p.policy.number} peut être renouvelée du ${opens} au ${closes}. Revenez à ce moment pour la renouveler.`);
    expect((await liveOf(p.customer))?.id).toBe(p.id);
    expect(await renewalsOf(p.policy.id)).toBe(0);
  });

  it('409 after the window closed, in both languages', async () => {
    const p = await paidPolicy(day(-31));
    const en = await renew(p.login, p.policy.id);
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(`The renewal period of policy ${p.policy.number} ended on ${fmt(day(-1))}. Contact us to renew it.`);
    const fr = await renew(p.login, p.policy.id, 'fr-CA');
    expect(fr.body.message).toBe(`La période de renouvellement de la police ${p.policy.number} a pris fin le ${fmt(day(-1))}. Communiquez avec nous pour la renouveler.`);
    expect(await renewalsOf(p.policy.id)).toBe(0);
    expect((await liveOf(p.customer))?.id).toBe(p.id);
  });

  it('409 for a policy not paid, void or renewed already', async () => {
    for (const code of [null, 'VOID', 'RWL'] as const) {
      const p = await paidPolicy(day(5), code);
      const r = await renew(p.login, p.policy.id);
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(`Policy ${p.policy.number} cannot be renewed: only a paid policy that has not been renewed yet can be.`);
    }
  });

  it('409 while another application of the customer is under way, which stays as it is', async () => {
    const p = await paidPolicy(day(5));
    await h.t.app.db.updateTable('proposals').set({ status: 'IN_PROGRESS' }).where('id', '=', p.id).execute();
    const r = await renew(p.login, p.policy.id);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(`You already have an application in progress. Finish or delete it before you renew policy ${p.policy.number}.`);
    expect(await h.row(p.id)).toMatchObject({ renewed_at: null });
  });

  it('403 for another customer’s policy, a CSR and a sponsor; 401 signed out; nothing created', async () => {
    const p = await paidPolicy(day(5));
    const other = await h.applicant('CANACCT');
    expect((await renew(other.login, p.policy.id)).status).toBe(403);
    expect((await renew('csr@test', p.policy.id)).status).toBe(403);
    expect((await renew('sponsor@test', p.policy.id)).status).toBe(403);
    const anon = await h.t.request({ method: 'POST', url: `/smb/cnc/api/v2/policies/${p.policy.id}/renewal` });
    expect(anon.status).toBe(401);
    expect(await renewalsOf(p.policy.id)).toBe(0);
  });

  it('400 for an id that is not a uuid, 404 for an unknown policy', async () => {
    const p = await paidPolicy(day(5));
    const bad = await renew(p.login, 'not-a-policy');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/id/);
    const unknown = await renew(p.login, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No policy 00000000-0000-4000-8000-000000000000 was found.');
  });
});

/** dd/MM/yyyy, as the messages show dates */
function fmt(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

async function renewalsOf(policyId: string): Promise<number> {
  const rows = await h.t.app.db.selectFrom('proposals').select('id').where('renews_policy_id', '=', policyId).execute();
  return rows.length;
}
