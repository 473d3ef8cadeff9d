/**
 * Status, policy and payment over real HTTP, on PGlite (or the PostgreSQL of DATABASE_URL).
 * Proposals are seeded straight into the table in the state each scenario needs; their
 * quotes come from the real rating plans through `app.rateProposal`.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../demo/seed';
import { toProposal } from '../proposals/proposal';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import { startSandbox, type RunningSandbox } from '../payment-sandbox/testing';
import type { QuoteWrapper } from '../../adapters/api';
import type { Status } from '../../adapters/status';

const API = '/smb/cnc/api/v2';
const PROGRAMS = fileURLToPath(new URL('../../schemas/programs', import.meta.url));
const CARDS = ['4242424242424242', '4000000000000002', '4242424242424241'];

let t: TestApp;
let sb: RunningSandbox;

const answers = { business_province: 'ON', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, coverage_begin_date: '2026-07-01' };

/** A CANACCT proposal of `customer` in `status`, rated by the real plan. */
async function seedProposal(customer: string, status: Status, extra: Record<string, unknown> = {}): Promise<{ id: string; quotes: QuoteWrapper[] }> {
  const row = await t.app.proposals.create({
    customer_number: customer, client: 'CANACCT', program_type: 'accountant', type: 'NEW', status,
    current_progress_state: 'FINANCIAL_DETAILS_GROSS_BILLINGS', created_by: 'test', revision: 1, is_quick_renewal_journey_active: false,
    progress_states: JSON.stringify([{ name: 'FINANCIAL_DETAILS_GROSS_BILLINGS', completed: true, form_elements: { ...answers, ...extra } }]),
    quotes: '[]', utm: 'null',
  });
  const quotes = await t.app.rateProposal(toProposal(row), { locale: 'en-CA' });
  await t.app.db.updateTable('proposals').set({ quotes: JSON.stringify(quotes) }).where('id', '=', row.id).execute();
  return { id: row.id, quotes };
}

const call = (who: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.requestAs(who, { method, url: `${API}${path}`, body, headers });
const revisionOf = async (id: string) => String((await t.app.proposals.byId(id))!.revision);
const statusOf = async (id: string) => (await t.app.proposals.byId(id))!.status;
const events = (id: string) =>
  t.app.db.selectFrom('proposal_status_events').select(['from_status', 'to_status', 'action', 'actor', 'note']).where('proposal_id', '=', id).orderBy('at').orderBy('id').execute();

beforeAll(async () => {
  sb = await startSandbox();
  t = await startTestApp({ programsDir: PROGRAMS, payments: sb.payments });
  await seedAccounts(t.app.db, [
    { login: 'acct@test', kind: 'applicant', first_name: 'Ada', last_name: 'Count', customer_number: 'C100', client: 'CANACCT', locale: 'en-CA' },
    { login: 'acct2@test', kind: 'applicant', first_name: 'Bea', last_name: 'Count', customer_number: 'C101', client: 'CANACCT', locale: 'en-CA' },
    { login: 'acct3@test', kind: 'applicant', first_name: 'Cal', last_name: 'Count', customer_number: 'C102', client: 'CANACCT', locale: 'en-CA' },
    { login: 'acct-sponsor@test', kind: 'sponsor', first_name: 'Sue', last_name: 'Sponsor', customer_number: null, client: 'CANACCT', locale: 'en-CA' },
  ], TEST_PASSWORD);
  for (const login of ['acct@test', 'acct2@test', 'acct3@test', 'csr@test', 'sponsor@test', 'acct-sponsor@test']) await t.session(login);
});
afterAll(async () => {
  await t?.close();
  await sb?.close();
});

describe('applicant: quote → accept → policy → card payment', () => {
  let proposal: { id: string; quotes: QuoteWrapper[] };
  let policyId = '';
  let transactionId = '';

  it('refuses an illegal transition with 409 naming both statuses, and records nothing', async () => {
    proposal = await seedProposal('C100', 'QUOTED');
    // base × 1.2 (revenue) × 1.2 (audit 40%); from 5M the default deductible 10000 gives × 0.95
    // 900 × 1.44 = 1296; 1250 × 1.44 = 1800; 2100 × 1.368 = 2872.80; 3200 × 1.368 = 4377.60
    expect(proposal.quotes.map((q) => q.quote.full_premium_amount)).toEqual([1296, 1800, 2872.8, 4377.6]);
    const before = await revisionOf(proposal.id);
    const res = await call('csr@test', 'POST', `/proposals/${proposal.id}/status`, { type: 'APPROVE' }, { revision: before });
    expect(res).toEqual({
      status: 409,
      body: { status: 409, error: 'Conflict', code: 10040, message: 'An application in status QUOTED cannot change to CSR_APPROVED (APPROVE).' },
    });
    const fr = await call('acct-sponsor@test', 'POST', `/proposals/${proposal.id}/status`, { type: 'REJECT' }, { revision: before, 'accept-language': 'fr-CA' });
    expect(fr.status).toBe(409);
    expect(fr.body.message).toBe('Une demande au statut QUOTED ne peut pas passer au statut CSR_REJECTED | SPONSOR_REJECTED (REJECT).');
    expect(await revisionOf(proposal.id)).toBe(before);
    expect(await events(proposal.id)).toEqual([]);
  });

  it('an applicant cannot use the staff status route', async () => {
    const res = await call('acct@test', 'POST', `/proposals/${proposal.id}/status`, { type: 'CANCELLED' }, { revision: await revisionOf(proposal.id) });
    expect(res.status).toBe(403);
  });

  it('accepts the second quote and appends the event', async () => {
    const chosen = proposal.quotes[1]!.id;
    const res = await call('acct@test', 'PATCH', '/quote', { quote: { id: chosen } }, { revision: await revisionOf(proposal.id) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'QUOTE_ACCEPTED', accepted_quote_id: chosen });
    expect(await events(proposal.id)).toEqual([{ from_status: 'QUOTED', to_status: 'QUOTE_ACCEPTED', action: 'ACCEPT_QUOTE', actor: 'acct@test', note: chosen }]);
  });

  it('refuses to save steps once the quote is accepted (locked, docs/requirements.md §2.7)', async () => {
    const before = await revisionOf(proposal.id);
    const step = { name: 'FINANCIAL_DETAILS_GROSS_BILLINGS', completed: true, form_elements: answers };
    const res = await call('acct@test', 'PATCH', '/proposals', { current_progress_state: step.name, progress_states: [step] }, { revision: before, 'accept-language': 'fr-CA' });
    expect(res).toEqual({
      status: 409,
      body: { status: 409, error: 'Conflict', code: 10025, message: 'Cette demande ne peut plus être modifiée en ligne : son statut est QUOTE_ACCEPTED.' },
    });
    expect(await revisionOf(proposal.id)).toBe(before);
  });

  it('creates the policy from the accepted quote when none is named, once', async () => {
    const res = await call('acct@test', 'POST', '/policies', { quote: { id: '' } });
    expect(res.status).toBe(201);
    // nothing paid yet: the browser goes to payment
    expect(res.body).toEqual({
      id: expect.any(String), number: expect.stringMatching(/^ACC-1\d{5}$/), billing_account_number: expect.stringMatching(/^BA-5\d{5}$/),
      status_code: null, payment_method_code: null, sponsor_billed: false,
    });
    policyId = res.body.id;
    const again = await call('acct@test', 'POST', '/policies', { quote: { id: proposal.quotes[1]!.id } });
    expect(again).toEqual({ status: 200, body: res.body });
    const other = await call('acct@test', 'POST', '/policies', { quote: { id: proposal.quotes[0]!.id } });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(`A policy (${res.body.number}) was already issued for this application.`);

    const list = await call('acct@test', 'GET', '/policies');
    // 2M: 1250 × 1.2 × 1.2 = 1800.00; ON 8% = 144.00; fee 25 → 1969.00
    expect(list.body).toEqual([
      expect.objectContaining({
        id: policyId, quote_id: proposal.quotes[1]!.id, status_code: null, payment_method_code: null, sponsor_billed: false,
        premium: 1800, gross_amount: 1969, effective_date: '2026-07-01', expiration_date: '2027-07-01',
      }),
    ]);
    const row = (await t.app.proposals.byId(proposal.id))!;
    expect([row.status, row.issued_policy_id, row.issued_policy_number]).toEqual(['POLICY_ISSUED_PENDING_PAYMENT', policyId, res.body.number]);
  });

  it('a declined card fails the payment and keeps only brand and last 4', async () => {
    const started = await call('acct@test', 'POST', '/savePaymentTransaction', { policy_id: policyId });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ progress_code: 'PAYMENT_STARTED', amount: 1969, currency: 'CAD', payment_method: 'CREDIT_CARD' });
    const transactionId = started.body.id;

    const declined = await call('acct@test', 'POST', '/updatePaymentTransaction', { transaction_id: transactionId, token: await sb.token(CARDS[1]!) });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      message: 'The card was declined. Check the card details or try another card.', code: 10061,
      transaction: { progress_code: 'PAYMENT_FAILURE', failure_code: 'card_declined', card_brand: 'visa', card_last4: '0002' },
    });
    // a failed transaction is final: trying again starts a new one
    const again = await call('acct@test', 'POST', '/updatePaymentTransaction', { transaction_id: transactionId, token: await sb.token(CARDS[0]!) });
    expect([again.status, again.body.message]).toEqual([409, 'This payment is already PAYMENT_FAILURE. Start a new one.']);
    expect(await statusOf(proposal.id)).toBe('POLICY_ISSUED_PENDING_PAYMENT');
  });

  it('a good card pays: transaction PAYMENT_SUCCESS, policy ISSUED (ISP), proposal POLICY_ISSUED', async () => {
    const started = await call('acct@test', 'POST', '/savePaymentTransaction', { policy_id: policyId });
    expect(started.status).toBe(201);
    transactionId = started.body.id;
    const paid = await call('acct@test', 'POST', '/updatePaymentTransaction', { transaction_id: transactionId, token: await sb.token('4242 4242 4242 4242') });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: transactionId, progress_code: 'PAYMENT_SUCCESS', card_brand: 'visa', card_last4: '4242', failure_code: null });
    expect(paid.body).not.toHaveProperty('provider_token');
    const policy = await call('acct@test', 'GET', `/policies/${policyId}`);
    expect(policy.body).toMatchObject({ status_code: 'ISSUED', payment_method_code: 'ISP' });
    expect(await statusOf(proposal.id)).toBe('POLICY_ISSUED');
    const got = await call('acct@test', 'POST', '/getPaymentTransaction', { transaction_id: transactionId });
    expect(got.body.progress_code).toBe('PAYMENT_SUCCESS');
    const twice = await call('acct@test', 'POST', '/updatePaymentTransaction', { transaction_id: transactionId, token: await sb.token(CARDS[0]!) });
    expect([twice.status, twice.body.message]).toEqual([409, 'This payment is already PAYMENT_SUCCESS. Start a new one.']);
    expect(sb.ledger.succeeded.filter((c) => c.idempotencyKey === transactionId)).toHaveLength(1);
    expect((await events(proposal.id)).map((e) => `${e.from_status}→${e.to_status} ${e.action} ${e.actor}`)).toEqual([
      'QUOTED→QUOTE_ACCEPTED ACCEPT_QUOTE acct@test',
      'QUOTE_ACCEPTED→POLICY_ISSUED_PENDING_PAYMENT ISSUE_POLICY acct@test',
      'POLICY_ISSUED_PENDING_PAYMENT→POLICY_ISSUED PAYMENT_SUCCESS system',
    ]);
  });

  it('no card number is anywhere in the database', async () => {
    const tables = ['payment_transactions', 'policies', 'proposals', 'proposal_status_events'] as const;
    const dump = JSON.stringify(await Promise.all(tables.map((name) => t.app.db.selectFrom(name).selectAll().execute())));
    expect(dump).toContain('4242');
    for (const number of CARDS) expect(dump).not.toContain(number);
  });

  it('another customer cannot see or pay this policy', async () => {
    expect((await call('acct2@test', 'GET', `/policies/${policyId}`)).status).toBe(403);
    expect((await call('acct2@test', 'POST', '/getPaymentTransaction', { transaction_id: transactionId })).status).toBe(403);
  });
});

describe('referral: CSR and sponsor review, then cheque and manual binding', () => {
  let proposal: { id: string; quotes: QuoteWrapper[] };
  const staff = async (who: string, body: Record<string, unknown>, revision?: string) =>
    call(who, 'POST', `/proposals/${proposal.id}/status`, body, { revision: revision ?? (await revisionOf(proposal.id)) });

  it('CSR assigns, asks the sponsor; sponsor approves only from PENDING_SPONSOR_REVIEW', async () => {
    proposal = await seedProposal('C101', 'PENDING_CSR_REVIEW');
    expect((await staff('acct-sponsor@test', { type: 'APPROVE' })).body.message).toBe(
      'An application in status PENDING_CSR_REVIEW cannot change to CSR_APPROVED (APPROVE).',
    );
    const assigned = await staff('csr@test', { type: 'ASSIGN_TO', csr_name: 'Cy Rep' });
    expect(assigned.body.status).toBe('CSR_REVIEW_IN_PROGRESS');
    expect((await t.app.proposals.byId(proposal.id))!.assigned_to).toBe('Cy Rep');

    expect((await staff('csr@test', { type: 'STATUS_UPDATE' }, '1')).status).toBe(409); // stale revision
    const noTarget = await staff('csr@test', { type: 'STATUS_UPDATE' });
    expect([noTarget.status, noTarget.body.code]).toEqual([400, 10042]);
    expect((await staff('csr@test', { type: 'STATUS_UPDATE', status: 'PENDING_SPONSOR_REVIEW' })).body.status).toBe('PENDING_SPONSOR_REVIEW');
    expect((await staff('csr@test', { type: 'APPROVE' })).status).toBe(403); // a CSR cannot take the sponsor's decision
    expect((await staff('sponsor@test', { type: 'APPROVE' })).status).toBe(403); // a sponsor of no program, or another one
    const approved = await staff('acct-sponsor@test', { type: 'APPROVE' });
    expect(approved.body).toMatchObject({ status: 'CSR_APPROVED', approved_timestamp: expect.any(String) });
    const history = await call('csr@test', 'GET', `/proposals/${proposal.id}/events`);
    expect(history.body.map((e: { action: string; to_status: string; actor: string; note: string | null }) => [e.action, e.to_status, e.actor, e.note])).toEqual([
      ['ASSIGN_TO', 'CSR_REVIEW_IN_PROGRESS', 'csr@test', 'Cy Rep'],
      ['STATUS_UPDATE', 'PENDING_SPONSOR_REVIEW', 'csr@test', null],
      ['APPROVE', 'CSR_APPROVED', 'acct-sponsor@test', null],
    ]);
  });

  it('after approval, and the applicant’s acceptance of the terms, the first quote is issued; cheque moves to offline payment; a CSR binds it', async () => {
    const terms = await call('acct2@test', 'POST', '/proposals/terms', undefined, { revision: await revisionOf(proposal.id) });
    expect(terms.body).toMatchObject({ status: 'CSR_APPROVED', terms_accepted_at: expect.any(String) });
    const created = await call('acct2@test', 'POST', '/policies', { quote: {} });
    expect(created.status).toBe(201);
    const policy = (await call('acct2@test', 'GET', `/policies/${created.body.id}`)).body;
    expect(policy.quote_id).toBe(proposal.quotes[0]!.id);
    const put = await call('acct2@test', 'PUT', `/policies/${policy.id}`, {
      policy: { id: policy.id, number: policy.number, billing_account_number: policy.billing_account_number, billing_information: { payment_method_code: 'STD' } },
    });
    expect(put.body).toMatchObject({ payment_method_code: 'STD', status_code: null });
    expect(await statusOf(proposal.id)).toBe('POLICY_ISSUED_PENDING_OFFLINE_PAYMENT');
    const card = await call('acct2@test', 'POST', '/savePaymentTransaction', { policy_id: policy.id });
    expect([card.status, card.body.message]).toEqual([409, `Policy ${policy.number} is not waiting for a card payment.`]);
    expect((await staff('csr@test', { type: 'BOUND_MANUALLY' })).body.status).toBe('POLICY_ISSUED');
    expect((await call('acct2@test', 'GET', `/policies/${policy.id}`)).body.status_code).toBe('ISSUED');
  });
});

describe('CSR review check after acceptance (plan referrals)', () => {
  it('refers gross billings above 5,000,000 to a CSR', async () => {
    const proposal = await seedProposal('C102', 'QUOTE_ACCEPTED', { total_revenue: 6000000 });
    const res = await call('acct3@test', 'POST', '/proposals/csr_review', {});
    expect(res.body).toEqual({ review_required: true });
    expect(await statusOf(proposal.id)).toBe('PENDING_CSR_REVIEW');
    expect((await events(proposal.id)).map((e) => [e.from_status, e.to_status, e.action])).toEqual([['QUOTE_ACCEPTED', 'PENDING_CSR_REVIEW', 'SEND_TO_CSR_REVIEW']]);
  });
});
