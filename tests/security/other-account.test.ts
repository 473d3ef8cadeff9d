/**
 * One applicant never reaches another's data (docs/security.md "Access"): every route that takes
 * an id, a customer number or a header naming a customer refuses the ids of another account, and
 * the other account's records are unchanged afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';

/** The quote a policy is issued from, as rating shapes it (the policy reply carries it). */
const ISSUED_QUOTE = {
  id: 'q1', parent_entity_id: '', line_of_business_code: 'test', full_premium_amount: 100,
  product: [{ type_code: 'TEST', coverage: [{ plan_name: 'Primary', full_premium: 100, limit: [{ amount: 1000000, applies_to_code: 'EACH_CLAIM', text: '' }], deductible: [], coverage_option: [] }] }],
  payment_options: [{ plan_desc: 'ANNUALLY', payments: [{ taxes: [], fee: [], gross_amount: 113, net_amount: 100 }] }],
};
import { startTestApp, type TestApp } from '../../server/testing/test-app';

const API = '/smb/cnc/api/v2';
let t: TestApp;
let alice = '';
let bob = '';
/** Alice's records */
const A = { proposal: '', policy: '', transaction: '', revision: 0 };

const call = (method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) => t.request({ method, url: path, cookie, body, headers });

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.login('a@test');
  bob = await t.login('b@test');
  const created = await call('POST', `${API}/proposals`, alice, {
    current_progress_state: 'PERSONAL_DETAILS',
    progress_states: [{ name: 'PERSONAL_DETAILS', completed: true, form_elements: { first_name: 'Ann', last_name: 'Able', email_address: 'ann@example.ca', has_firm: 'n' } }],
  });
  expect(created.status).toBe(201);
  A.proposal = created.body.id;
  A.revision = created.body.progress_states_revision;
  const policy = await t.app.db
    .insertInto('policies')
    .values({
      number: 'TST-1', billing_account_number: 'BA-1', proposal_id: A.proposal, customer_number: 'T001', client: 'TESTPROG',
      quote_id: 'q1', quote: JSON.stringify(ISSUED_QUOTE), premium: 100, gross_amount: 113, created_by: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  A.policy = policy.id;
  const transaction = await t.app.db
    .insertInto('payment_transactions')
    .values({
      policy_id: A.policy, proposal_id: A.proposal, customer_number: 'T001', amount: 113, progress_code: 'PAYMENT_STARTED', provider: 'sandbox',
      card_brand: null, card_last4: null, provider_token: null, card_token: null, claim_id: null, failure_code: null, created_by: 'a@test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  A.transaction = transaction.id;
  // Bob has an application of his own, so "his current one" exists and is not Alice's
  expect((await call('POST', `${API}/proposals`, bob, { current_progress_state: 'PERSONAL_DETAILS', progress_states: [] })).status).toBe(201);
});
afterAll(() => t?.close());

async function alicesRecords() {
  const proposal = await t.app.db.selectFrom('proposals').select([sql<string>`to_jsonb(proposals)::text`.as('row')]).where('id', '=', A.proposal).executeTakeFirstOrThrow();
  const policy = await t.app.db.selectFrom('policies').select([sql<string>`to_jsonb(policies)::text`.as('row')]).where('id', '=', A.policy).executeTakeFirstOrThrow();
  const transaction = await t.app.db.selectFrom('payment_transactions').select([sql<string>`to_jsonb(payment_transactions)::text`.as('row')]).where('id', '=', A.transaction).executeTakeFirstOrThrow();
  return [proposal.row, policy.row, transaction.row];
}

describe('another applicant’s ids', () => {
  it('are refused by every route that takes one, and nothing of Alice’s changes', async () => {
    const before = await alicesRecords();
    const attempts: [string, string, unknown?, Record<string, string>?][] = [
      ['GET', `${API}/proposals/id/${A.proposal}`],
      ['GET', `${API}/proposals/${A.proposal}/events`],
      ['GET', `${API}/proposals/summary/T001`],
      ['GET', `${API}/proposals/${A.proposal}/pdf`],
      ['GET', `${API}/proposals/${A.proposal}/pdf/info`],
      ['GET', `${API}/proposals`, undefined, { customer_number: 'T001' }],
      ['PATCH', `${API}/proposals`, { current_progress_state: 'PERSONAL_DETAILS', progress_states: [] }, { customer_number: 'T001', revision: String(A.revision) }],
      ['DELETE', `${API}/proposals`, undefined, { customer_number: 'T001', revision: String(A.revision) }],
      ['PATCH', `${API}/proposals/start_over`, undefined, { customer_number: 'T001', revision: String(A.revision) }],
      ['POST', `${API}/proposals/csr_review`, undefined, { customer_number: 'T001' }],
      ['GET', `${API}/policies`, undefined, { customer_number: 'T001' }],
      ['GET', `${API}/policies/${A.policy}`],
      ['PUT', `${API}/policies/${A.policy}`, { policy: { id: A.policy, billing_information: { payment_method_code: 'STD' } } }],
      ['POST', `${API}/policies`, { quote: {} }, { customer_number: 'T001' }],
      ['POST', `${API}/policies/${A.policy}/renewal`],
      ['POST', `${API}/policies/${A.policy}/renewal`, { type: 'QUICK_RENEWAL' }],
      ['POST', `${API}/proposals/regular_renewal`, undefined, { customer_number: 'T001', revision: String(A.revision) }],
      ['PATCH', `${API}/quote`, { quote: { id: 'q1' } }, { customer_number: 'T001', revision: String(A.revision) }],
      ['POST', `${API}/savePaymentTransaction`, { policy_id: A.policy }],
      ['POST', `${API}/getPaymentTransaction`, { transaction_id: A.transaction }],
      ['POST', `${API}/updatePaymentTransaction`, { transaction_id: A.transaction, token: 'tok_stolen' }],
      ['POST', `${API}/updatePaymentTransaction`, { transaction_id: A.transaction, progress_code: 'PAYMENT_CANCEL' }],
    ];
    for (const [method, path, body, headers] of attempts) {
      const res = await call(method, path, bob, body, headers);
      expect([method, path, res.status]).toEqual([method, path, 403]);
      expect(JSON.stringify(res.body)).not.toContain('Ann');
    }
    expect(await alicesRecords()).toEqual(before);
  });

  it('Alice herself reaches them (the refusals above are about the account, not the route)', async () => {
    expect((await call('GET', `${API}/proposals/id/${A.proposal}`, alice)).status).toBe(200);
    expect((await call('GET', `${API}/proposals/${A.proposal}/events`, alice)).status).toBe(200);
    expect((await call('GET', `${API}/proposals/summary/T001`, alice)).status).toBe(200);
    expect((await call('GET', `${API}/policies/${A.policy}`, alice)).status).toBe(200);
    expect((await call('POST', `${API}/getPaymentTransaction`, alice, { transaction_id: A.transaction })).status).toBe(200);
  });
});
