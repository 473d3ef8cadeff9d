/**
 * Agents billed through their company (docs/requirements.md §6.1, brandsConfig.json
 * sponsorBilling): POST /policies issues their policy paid, by ISP, in the same transaction, and
 * nothing a browser sends changes who pays. Real HTTP, the real agents' plan and rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fixture from '../../schemas/fixtures/CANAGENT/quote/journey.json';
import { startTestApp } from '../testing/test-app';
import { Harness, PROGRAMS } from './test-harness';

let h: Harness;
beforeAll(async () => {
  h = new Harness(await startTestApp({ programsDir: PROGRAMS }));
});
afterAll(() => h?.t.close());

/** The demo agent's answers, contracted with `company` (the demo agent's own is CIFPS). */
const agent = (company: string) => ({ ...fixture.answers, agents_company: company });
const issue = (login: string, body: unknown = { quote: { id: '' } }, headers: Record<string, string> = {}) => h.call(login, 'POST', '/policies', body, headers);
const transactions = (policyId: string) => h.t.app.db.selectFrom('payment_transactions').select('progress_code').where('policy_id', '=', policyId).execute();

describe('an agent whose company is billed (MMC, CST Savings)', () => {
  it('the policy is issued paid by ISP: POLICY_ISSUED, its own event by the system, no card payment', async () => {
    const p = await h.seed('CANAGENT', 'QUOTE_ACCEPTED', agent('MMC'), { accepted: 0 });
    const res = await issue(p.login);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String), number: expect.stringMatching(/^AGT-\d+$/), billing_account_number: expect.stringMatching(/^BA-\d+$/),
      status_code: 'ISSUED', payment_method_code: 'ISP', sponsor_billed: true,
    });
    expect((await h.row(p.id)).status).toBe('POLICY_ISSUED');
    expect(await h.events(p.id)).toEqual([
      { from_status: 'QUOTE_ACCEPTED', to_status: 'POLICY_ISSUED_PENDING_PAYMENT', action: 'ISSUE_POLICY', actor: p.login, note: res.body.number },
      { from_status: 'POLICY_ISSUED_PENDING_PAYMENT', to_status: 'POLICY_ISSUED', action: 'BILL_SPONSOR', actor: 'system', note: 'MMC' },
    ]);
    expect(await h.policies(p.id)).toEqual([{ id: res.body.id, quote_id: p.quotes[0]!.id, status_code: 'ISSUED', payment_method_code: 'ISP' }]);
    const read = await h.call(p.login, 'GET', `/policies/${res.body.id}`);
    expect(read.body).toMatchObject({ status_code: 'ISSUED', payment_method_code: 'ISP', sponsor_billed: true });

    // whatever the browser calls next, nothing is charged and the method stays
    const card = await h.call(p.login, 'POST', '/savePaymentTransaction', { policy_id: res.body.id });
    expect([card.status, card.body.code]).toEqual([409, 10063]);
    const cheque = await h.call(p.login, 'PUT', `/policies/${res.body.id}`, { policy: { id: res.body.id, billing_information: { payment_method_code: 'STD' } } });
    expect([cheque.status, cheque.body.code]).toEqual([409, 10047]);
    expect(await transactions(res.body.id)).toEqual([]);

    // asking again answers the same paid policy, and records nothing more
    const again = await issue(p.login);
    expect([again.status, again.body]).toEqual([200, res.body]);
    expect(await h.events(p.id)).toHaveLength(2);
  });

  it('CST Savings after a CSR approval, and a CSR issuing for the customer: billed the same way', async () => {
    const approved = await h.seed('CANAGENT', 'CSR_APPROVED', agent('CST'), { accepted: 1, termsAccepted: true });
    const mine = await issue(approved.login);
    expect([mine.status, mine.body.status_code, mine.body.sponsor_billed]).toEqual([201, 'ISSUED', true]);
    expect((await h.events(approved.id)).map((e) => `${e.action}:${e.to_status}:${e.note}`)).toEqual([
      `ISSUE_POLICY:POLICY_ISSUED_PENDING_PAYMENT:${mine.body.number}`, 'BILL_SPONSOR:POLICY_ISSUED:CST',
    ]);

    const p = await h.seed('CANAGENT', 'QUOTE_ACCEPTED', agent('MMC'), { accepted: 0 });
    const csr = await issue('csr@test', { quote: { id: '' } }, { customer_number: p.customer });
    expect([csr.status, csr.body.status_code]).toEqual([201, 'ISSUED']);
    expect((await h.events(p.id)).map((e) => [e.action, e.actor])).toEqual([['ISSUE_POLICY', 'csr@test'], ['BILL_SPONSOR', 'system']]);
  });

  it('is refused to the signed-out, to another applicant and to a sponsor reviewer, and nothing is issued', async () => {
    const p = await h.seed('CANAGENT', 'QUOTE_ACCEPTED', agent('MMC'), { accepted: 0 });
    const out = await h.t.request({ method: 'POST', url: '/smb/cnc/api/v2/policies', body: { quote: { id: '' } } });
    expect(out.status).toBe(401);
    const other = await h.applicant('CANAGENT');
    expect((await issue(other.login, { quote: { id: '' } }, { customer_number: p.customer })).status).toBe(403);
    expect((await issue('sponsor@test', { quote: { id: '' } }, { customer_number: p.customer })).status).toBe(403);
    expect(await h.policies(p.id)).toEqual([]);
    expect(await h.events(p.id)).toEqual([]);
    expect((await h.row(p.id)).status).toBe('QUOTE_ACCEPTED');
  });
});

describe('an agent of any other company', () => {
  it('waits for payment: POLICY_ISSUED_PENDING_PAYMENT, no method, not paid', async () => {
    const p = await h.seed('CANAGENT', 'QUOTE_ACCEPTED', agent('CIFPS'), { accepted: 0 });
    const res = await issue(p.login);
    expect([res.status, res.body.status_code, res.body.payment_method_code, res.body.sponsor_billed]).toEqual([201, null, null, false]);
    expect((await h.row(p.id)).status).toBe('POLICY_ISSUED_PENDING_PAYMENT');
    expect((await h.events(p.id)).map((e) => e.action)).toEqual(['ISSUE_POLICY']);
  });

  it('cannot have it billed from the browser: a body claiming it, or choosing ISP, leaves it unpaid', async () => {
    const p = await h.seed('CANAGENT', 'QUOTE_ACCEPTED', agent('STERLING'), { accepted: 0 });
    const claimed = { quote: { id: '' }, sponsor_billed: true, agents_company: 'MMC', policy: { billing_information: { payment_method_code: 'ISP' } } };
    const res = await issue(p.login, claimed);
    expect([res.status, res.body.status_code, res.body.sponsor_billed]).toEqual([201, null, false]);
    const isp = await h.call(p.login, 'PUT', `/policies/${res.body.id}`, { policy: { id: res.body.id, billing_information: { payment_method_code: 'ISP' } } });
    expect([isp.status, isp.body.payment_method_code, isp.body.status_code, isp.body.sponsor_billed]).toEqual([200, 'ISP', null, false]);
    expect((await h.row(p.id)).status).toBe('POLICY_ISSUED_PENDING_PAYMENT');
    // the answers are locked once accepted: the company cannot be changed to one that is billed
    const edit = await h.call(p.login, 'PATCH', '/proposals', { current_progress_state: 'ELIGIBILITY', progress_states: [{ name: 'ELIGIBILITY', completed: true, form_elements: { agents_company: 'MMC' } }] }, { revision: await h.revision(p.id) });
    expect([edit.status, edit.body.code]).toEqual([409, 10025]);
    expect((await h.events(p.id)).map((e) => e.action)).toEqual(['ISSUE_POLICY']);
  });
});
