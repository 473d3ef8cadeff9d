/**
 * Quick renewal on the server (docs/requirements.md §2.11), over real HTTP with the real gold-wings
 * program: starting one (POST /policies/{id}/renewal with {"type": "QUICK_RENEWAL"}), saving its own
 * pages, and turning it into the regular renewal (POST /proposals/regular_renewal). The renewal
 * window is placed by writing the policy's expiry relative to the server's today.
 */
import { addDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '../../adapters/format';
import { startTestApp } from '../testing/test-app';
import { aircraft, Harness, PROGRAMS } from '../policies/test-harness';

let h: Harness;
const day = (offset: number) => toIsoDate(addDays(new Date(), offset));

const PILOT = {
  first_name: 'Jeanne', last_name: 'Tremblay', email_address: 'jeanne@example.com', birth_date: '1980-04-02', current_highest_fixed_wing_licence_type: 'private', lifetime_hours: 1200,
  flying_aircraft_details: [{ registration: 'C-GOLD', make_model: 'Cessna 172', type: 'aircraft', qa_will_fly_aircraft: 'y', lifetime_hours: 350 }],
};
const ELIGIBLE = { qa_used_for_hire_or_reward: 'n', qa_used_for_aerobatics_or_racing: 'n', qa_based_outside_canada: 'n', qa_insurance_declined: 'n', qa_all_pilots_licensed: 'y' };
const GOLD = {
  mailing_province: 'ON', coverage_begin_date: '2026-07-01', coverage_end_date: '2027-07-01',
  aircraft: [aircraft({ registration: 'C-GOLD', certified_passenger_seats: '2', hull_value: 120000 })],
  pilots: [PILOT], pilot_licence_number: 'XA-123456', ...ELIGIBLE,
};

/** An applicant of `client` whose paid policy expires in 10 days (inside its renewal window). */
async function paidPolicy(client = 'CANGLDWNG', answers: Record<string, unknown> = GOLD) {
  const p = await h.seed(client, 'POLICY_ISSUED', answers, { accepted: 0 });
  const quote = p.quotes[0]!;
  const policy = await h.t.app.db.transaction().execute((trx) =>
    h.t.app.policies.create({
      proposal_id: p.id, customer_number: p.customer, client, quote_id: quote.id, quote: JSON.stringify(quote.quote),
      effective_date: day(-355), expiration_date: day(10), premium: quote.quote.full_premium_amount, gross_amount: quote.quote.full_premium_amount,
      payment_method_code: 'ISP', sponsor_billed: false, created_by: 'test',
    }, trx),
  );
  await h.t.app.db.updateTable('policies').set({ status_code: 'ISSUED' }).where('id', '=', policy.id).execute();
  await h.t.app.db.updateTable('proposals').set({ issued_policy_id: policy.id, issued_policy_number: policy.number }).where('id', '=', p.id).execute();
  return { ...p, policy };
}

const renew = (who: string, policyId: string, body?: unknown) => h.call(who, 'POST', `/policies/${policyId}/renewal`, body);
const quick = (who: string, policyId: string) => renew(who, policyId, { type: 'QUICK_RENEWAL' });
const toRegular = (who: string, revision: string | number | undefined, locale = 'en-CA') =>
  h.call(who, 'POST', '/proposals/regular_renewal', undefined, { 'accept-language': locale, ...(revision === undefined ? {} : { revision: String(revision) }) });
const save = (who: string, revision: number, state: string, form_elements: Record<string, unknown>, headers: Record<string, string> = {}) =>
  h.call(who, 'PATCH', '/proposals', { current_progress_state: state, progress_states: [{ name: state, completed: true, form_elements }] }, { revision: String(revision), ...headers });

beforeAll(async () => {
  h = new Harness(await startTestApp({ programsDir: PROGRAMS }));
});
afterAll(async () => {
  await h?.t.close();
});

describe('POST /policies/{id}/renewal {"type": "QUICK_RENEWAL"}', () => {
  it('201: a QUICK_RENEWAL on its first page, its own pages prefilled from last year, the regular pages carried too', async () => {
    const p = await paidPolicy();
    const r = await quick(p.login, p.policy.id);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ type: 'QUICK_RENEWAL', is_quick_renewal_journey_active: true, status: 'IN_PROGRESS', current_progress_state: 'RENEW_PILOT_DETAILS', quotes: [] });
    const states = r.body.progress_states as { name: string; completed: boolean; form_elements: Record<string, unknown> }[];
    expect(states.map((s) => [s.name, s.completed])).toEqual([
      ['GENERAL_INFORMATION', false], ['RENEW_PILOT_DETAILS', false], ['QUICK_RENEW_PILOT_LICENSE_PERMIT', false], ['QR_ELIGIBILITY_OT', false],
    ]);
    expect(states[1]!.form_elements).toEqual({ pilots: [PILOT] });
    expect(states[2]!.form_elements).toEqual({ pilot_licence_number: 'XA-123456' });
    expect(states[3]!.form_elements).toEqual(ELIGIBLE);
  });

  it('no body, an empty body or {"type": "RENEWAL"}: the regular renewal', async () => {
    for (const body of [undefined, {}, { type: 'RENEWAL' }]) {
      const p = await paidPolicy();
      const r = await renew(p.login, p.policy.id, body);
      expect([r.status, r.body.type, r.body.is_quick_renewal_journey_active, r.body.current_progress_state]).toEqual([201, 'RENEWAL', false, 'ELIGIBILITY']);
    }
  });

  it('400 naming the field for a type it does not know or a field it does not take; nothing created', async () => {
    const p = await paidPolicy();
    const bad = await renew(p.login, p.policy.id, { type: 'FAST' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/type/);
    const extra = await renew(p.login, p.policy.id, { type: 'QUICK_RENEWAL', skip_claims: true });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/skip_claims/);
    const list = await renew(p.login, p.policy.id, ['QUICK_RENEWAL']);
    expect(list.status).toBe(400);
    expect((await h.t.app.proposals.liveFor(p.customer))?.id).toBe(p.id);
  });

  it('409 for a program without a quick renewal, in the caller’s language', async () => {
    const acct = { business_province: 'ON', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, coverage_begin_date: '2026-07-01', coverage_end_date: '2027-07-01' };
    const p = await paidPolicy('CANACCT', acct);
    const r = await quick(p.login, p.policy.id);
    expect([r.status, r.body.message]).toEqual([409, `Policy ${p.policy.number} has no quick renewal: renew it the regular way.`]);
    const fr = await h.call(p.login, 'POST', `/policies/${p.policy.id}/renewal`, { type: 'QUICK_RENEWAL' }, { 'accept-language': 'fr-CA' });
    expect(fr.body.message).toBe(`La police ${p.policy.number} n’offre pas de renouvellement rapide\u00a0: renouvelez-la de la façon ordinaire.`);
  });

  it('403 for another customer, a CSR and a sponsor; 401 signed out; nothing created', async () => {
    const p = await paidPolicy();
    const other = await h.applicant('CANGLDWNG');
    expect((await quick(other.login, p.policy.id)).status).toBe(403);
    expect((await quick('csr@test', p.policy.id)).status).toBe(403);
    expect((await quick('sponsor@test', p.policy.id)).status).toBe(403);
    const anon = await h.t.request({ method: 'POST', url: `/smb/cnc/api/v2/policies/${p.policy.id}/renewal`, body: { type: 'QUICK_RENEWAL' } });
    expect(anon.status).toBe(401);
    expect((await h.t.app.proposals.liveFor(p.customer))?.id).toBe(p.id);
  });

  it('5 simultaneous requests start one quick renewal: one 201, four 200 with it', async () => {
    const p = await paidPolicy();
    const replies = await Promise.all(Array.from({ length: 5 }, () => quick(p.login, p.policy.id)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
  });
});

describe('a quick renewal’s pages', () => {
  it('are saved under QUICK_RENEWAL; a claim since the policy started is refused, naming the answer', async () => {
    const p = await paidPolicy();
    const r = await quick(p.login, p.policy.id);
    const claim = await save(p.login, r.body.progress_states_revision, 'QR_ELIGIBILITY_OT', { ...ELIGIBLE, qa_claims_since_renewal: 'y' });
    expect(claim.status).toBe(400);
    expect(claim.body.messageList.map((m: { field: string }) => m.field)).toEqual(['qa_claims_since_renewal']);
    const none = await save(p.login, r.body.progress_states_revision, 'QR_ELIGIBILITY_OT', { ...ELIGIBLE, qa_claims_since_renewal: 'n' });
    expect(none.status).toBe(200);
  });
});

describe('POST /proposals/regular_renewal', () => {
  it('turns the quick renewal into the regular one: RENEWAL, flag cleared, its pages gone, opening general information; asking again answers it', async () => {
    const p = await paidPolicy();
    const r = await quick(p.login, p.policy.id);
    const res = await toRegular(p.login, r.body.progress_states_revision);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: r.body.id, type: 'RENEWAL', is_quick_renewal_journey_active: false, status: 'IN_PROGRESS', current_progress_state: 'GENERAL_INFORMATION' });
    expect(res.body.progress_states.map((s: { name: string }) => s.name)).toEqual(['GENERAL_INFORMATION']);
    const again = await toRegular(p.login, res.body.progress_states_revision);
    expect([again.status, again.body.progress_states_revision]).toEqual([200, res.body.progress_states_revision]);
  });

  it('a QUOTED quick renewal drops the quotes priced on its pages: back IN_PROGRESS (EDIT)', async () => {
    const p = await paidPolicy();
    const r = await quick(p.login, p.policy.id);
    await h.t.app.db.updateTable('proposals').set({ status: 'QUOTED', quotes: JSON.stringify(p.quotes) }).where('id', '=', r.body.id).execute();
    const res = await toRegular(p.login, await h.revision(r.body.id));
    expect(res.body).toMatchObject({ status: 'IN_PROGRESS', quotes: [], type: 'RENEWAL' });
    expect((await h.events(r.body.id)).map((e) => [e.from_status, e.to_status, e.action])).toContainEqual(['QUOTED', 'IN_PROGRESS', 'EDIT']);
  });

  it('3 simultaneous requests write once: all answer the regular renewal at one new revision', async () => {
    const p = await paidPolicy();
    const r = await quick(p.login, p.policy.id);
    const replies = await Promise.all(Array.from({ length: 3 }, () => toRegular(p.login, r.body.progress_states_revision)));
    expect(replies.map((x) => x.status)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((x) => x.body.progress_states_revision))).toEqual(new Set([r.body.progress_states_revision + 1]));
  });

  it('refuses: not a quick renewal (409, both languages), a stale (409) or missing (400) revision, signed out (401), a CSR or sponsor (403)', async () => {
    const fresh = await h.seed('CANGLDWNG', 'IN_PROGRESS', GOLD);
    const notQuick = await toRegular(fresh.login, 1);
    expect([notQuick.status, notQuick.body.message]).toEqual([409, 'This application is not a quick renewal in progress: it cannot become the regular renewal.']);
    expect((await toRegular(fresh.login, 1, 'fr-CA')).body.message).toBe('Cette demande n’est pas un renouvellement rapide en cours\u00a0: elle ne peut pas devenir le renouvellement ordinaire.');

    const p = await paidPolicy();
    const r = await quick(p.login, p.policy.id);
    const stale = await toRegular(p.login, 99);
    expect([stale.status, stale.body.current_revision]).toEqual([409, r.body.progress_states_revision]);
    const missing = await toRegular(p.login, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/revision/);
    const anon = await h.t.request({ method: 'POST', url: '/smb/cnc/api/v2/proposals/regular_renewal', headers: { revision: '1' } });
    expect(anon.status).toBe(401);
    expect((await toRegular('csr@test', 1)).status).toBe(403);
    expect((await toRegular('sponsor@test', 1)).status).toBe(403);
    expect(await h.row(r.body.id)).toMatchObject({ type: 'QUICK_RENEWAL', is_quick_renewal_journey_active: true });
  });
});
