import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, TEST_ACCOUNTS, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import { resetDemo } from './reset';

const API = '/smb/cnc/api/v2';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const start = (cookie: string) =>
  t.request({ method: 'POST', url: `${API}/proposals`, cookie, body: { current_progress_state: 'PERSONAL_DETAILS', progress_states: [] } });

it('gives the demo accounts a fresh start and leaves everybody else as they were', async () => {
  const ann = await t.login('a@test');
  expect((await start(ann)).status).toBe(201);
  expect((await start(await t.login('b@test'))).status).toBe(201);
  const proposal = await t.app.db.selectFrom('proposals').select('id').where('customer_number', '=', 'T001').executeTakeFirstOrThrow();
  const policy = await t.app.db
    .insertInto('policies')
    .values({ number: 'TST-9', billing_account_number: 'BA-9', proposal_id: proposal.id, customer_number: 'T001', client: 'TESTPROG', quote_id: 'q', quote: '{}', premium: 1, gross_amount: 1, created_by: 't' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('payment_transactions')
    .values({ policy_id: policy.id, proposal_id: proposal.id, customer_number: 'T001', amount: 1, progress_code: 'PAYMENT_SUCCESS', provider: 'sandbox', card_brand: null, card_last4: null, provider_token: null, card_token: null, claim_id: null, failure_code: null, created_by: 't' })
    .execute();
  // she renewed that policy: last year's application is kept, the renewal names the policy
  await t.app.db.updateTable('proposals').set({ renewed_at: new Date() }).where('id', '=', proposal.id).execute();
  await t.app.db
    .insertInto('proposals')
    .values({
      customer_number: 'T001', client: 'TESTPROG', program_type: 'test', type: 'RENEWAL', status: 'IN_PROGRESS', current_progress_state: null, created_by: 't',
      revision: 1, is_quick_renewal_journey_active: false, progress_states: '[]', quotes: '[]', utm: 'null', renews_policy_id: policy.id,
    })
    .execute();

  // Ann (and the CSR) are the "demo" accounts here; Bob is a real customer
  const demo = TEST_ACCOUNTS.filter((a) => a.login !== 'b@test');
  const done = await resetDemo(t.app.db, demo, TEST_PASSWORD);
  expect(done).toEqual({ proposals: 2, policies: 1, payments: 1, accounts: demo.map((a) => a.login) });

  // Ann's old session ended with her account; she signs in again and starts afresh
  expect((await t.request({ url: `${API}/session`, cookie: ann })).body.user).toBeNull();
  const again = await t.login('a@test');
  expect((await t.request({ url: `${API}/proposals`, cookie: again })).status).toBe(204);
  expect((await start(again)).status).toBe(201);
  // Bob's application is untouched
  expect(await t.app.db.selectFrom('proposals').select('customer_number').where('customer_number', '=', 'T002').execute()).toHaveLength(1);
});
