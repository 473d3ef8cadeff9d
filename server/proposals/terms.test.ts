/**
 * POST proposals/terms (docs/requirements.md §6.1): the applicant of a CSR-approved application
 * accepts the terms and conditions, and only then is its policy created. Over real HTTP, on PGlite,
 * with the real accountants' program.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';
import { Harness, PROGRAMS } from '../policies/test-harness';

let h: Harness;
beforeAll(async () => {
  h = new Harness(await startTestApp({ programsDir: PROGRAMS }));
});
afterAll(() => h?.t.close());

const ACCT = { business_province: 'ON', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, coverage_begin_date: '2026-07-01' };
const accept = (who: string, headers: Record<string, string> = {}) => h.call(who, 'POST', '/proposals/terms', undefined, headers);

describe('POST proposals/terms', () => {
  it('records the acceptance once at the revision; the policy is created only after it', async () => {
    const p = await h.seed('CANACCT', 'CSR_APPROVED', ACCT, { accepted: 0 });
    const refused = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
    expect([refused.status, refused.body.code]).toEqual([409, 10056]);

    const revision = await h.revision(p.id);
    const res = await accept(p.login, { revision });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'CSR_APPROVED', terms_accepted_at: expect.any(String), progress_states_revision: Number(revision) + 1 });
    // a second click (or a second tab at the old revision) answers it unchanged
    const again = await accept(p.login, { revision });
    expect([again.status, again.body.terms_accepted_at, again.body.progress_states_revision]).toEqual([200, res.body.terms_accepted_at, Number(revision) + 1]);
    expect(await h.events(p.id)).toEqual([]);

    expect((await h.call(p.login, 'POST', '/policies', { quote: { id: '' } })).status).toBe(201);
  });

  it('is refused to the signed-out (401), to a CSR and a sponsor (403); another applicant reaches only their own', async () => {
    const p = await h.seed('CANACCT', 'CSR_APPROVED', ACCT, { accepted: 0 });
    const revision = await h.revision(p.id);
    const out = await h.t.request({ method: 'POST', url: '/smb/cnc/api/v2/proposals/terms', headers: { revision } });
    expect(out.status).toBe(401);
    expect((await accept('csr@test', { revision, customer_number: p.customer })).status).toBe(403);
    expect((await accept('sponsor@test', { revision, customer_number: p.customer })).status).toBe(403);
    // another applicant naming this customer is refused, and their own (in progress) is not open to terms
    const other = await h.seed('CANACCT', 'QUOTED', ACCT);
    expect((await accept(other.login, { revision, customer_number: p.customer })).status).toBe(403);
    const own = await accept(other.login, { revision: await h.revision(other.id) });
    expect([own.status, own.body.code]).toEqual([409, 10057]);
    expect((await h.row(p.id)).terms_accepted_at).toBeNull();
  });

  it('needs CSR_APPROVED (409 naming the status), a revision header (400) and the current revision (409)', async () => {
    for (const status of ['QUOTED', 'QUOTE_ACCEPTED', 'PENDING_CSR_REVIEW', 'POLICY_ISSUED_PENDING_PAYMENT'] as const) {
      const p = await h.seed('CANACCT', status, ACCT, { accepted: 0 });
      const res = await accept(p.login, { revision: await h.revision(p.id) });
      expect([status, res.status, res.body.code, res.body.message]).toEqual([
        status, 409, 10057, `The terms and conditions are accepted only for an application approved by a CSR; this one is ${status}.`,
      ]);
    }
    const p = await h.seed('CANACCT', 'CSR_APPROVED', ACCT, { accepted: 0 });
    const missing = await accept(p.login);
    expect(missing.status).toBe(400);
    const malformed = await accept(p.login, { revision: 'soon' });
    expect(malformed.status).toBe(400);
    const stale = await accept(p.login, { revision: '99' });
    expect([stale.status, stale.body.current_revision]).toEqual([409, Number(await h.revision(p.id))]);
    expect((await h.row(p.id)).terms_accepted_at).toBeNull();
  });

  it('a new approval is accepted anew: a CSR reopens the decision and approves again, the terms are asked again', async () => {
    const p = await h.seed('CANACCT', 'CSR_APPROVED', ACCT, { accepted: 0, termsAccepted: true });
    expect((await h.staff('csr@test', p.id, { type: 'STATUS_UPDATE', status: 'CSR_REVIEW_IN_PROGRESS' })).body.status).toBe('CSR_REVIEW_IN_PROGRESS');
    expect((await h.staff('csr@test', p.id, { type: 'APPROVE' })).body).toMatchObject({ status: 'CSR_APPROVED', terms_accepted_at: null });
    expect((await h.call(p.login, 'POST', '/policies', { quote: { id: '' } })).body.code).toBe(10056);
  });

  it('binds the applicant only: a CSR issuing the policy for the customer (on the telephone) is not held back', async () => {
    const p = await h.seed('CANACCT', 'CSR_APPROVED', ACCT, { accepted: 0 });
    const res = await h.call('csr@test', 'POST', '/policies', { quote: { id: '' } }, { customer_number: p.customer });
    expect(res.status).toBe(201);
  });
});
