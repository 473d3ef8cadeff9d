/**
 * The card is charged but the policy cannot be bound afterwards (here: a CSR cancelled the
 * application while the card was being charged). The success is recorded first, then the failed
 * binding: the transaction says PAYMENT_SUCCESS_UPDATE_POLICY_FAILED, the caller gets 500 with a
 * plain message, and neither a retry nor a new start charges again.
 */
import fp from 'fastify-plugin';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedAccounts } from '../demo/seed';
import { toProposal } from '../proposals/proposal';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import type { PaymentProvider } from './provider';

const API = '/smb/cnc/api/v2';
let t: TestApp;
let cookie = '';
let charges = 0;

/** Charges, and meanwhile the application is cancelled behind the payment's back. */
const racingProvider = fp(async (app) => {
  const provider: PaymentProvider = {
    name: 'racing',
    hostedFields: () => ({ url: 'http://127.0.0.1:1/hosted-fields', origin: 'http://127.0.0.1:1' }),
    async charge() {
      charges += 1;
      await app.db.updateTable('proposals').set({ status: 'CANCELLED' }).where('customer_number', '=', 'C200').execute();
      return { status: 'succeeded', chargeId: 'ch_1', brand: 'visa', last4: '4242' };
    },
  };
  app.decorate('paymentProvider', provider);
});

beforeAll(async () => {
  t = await startTestApp({ programsDir: fileURLToPath(new URL('../../schemas/programs', import.meta.url)) }, [racingProvider]);
  await seedAccounts(t.app.db, [{ login: 'pay@test', kind: 'applicant', first_name: 'Pat', last_name: 'Payer', customer_number: 'C200', client: 'CANACCT', locale: 'en-CA' }], TEST_PASSWORD);
  cookie = await t.login('pay@test');
});
afterAll(() => t?.close());

const post = (path: string, body: unknown) => t.request({ method: 'POST', url: `${API}${path}`, cookie, body });

it('records PAYMENT_SUCCESS_UPDATE_POLICY_FAILED and answers 500 without charging twice', async () => {
  const row = await t.app.proposals.create({
    customer_number: 'C200', client: 'CANACCT', program_type: 'accountant', type: 'NEW', status: 'QUOTED', created_by: 'test',
    current_progress_state: null, revision: 1, is_quick_renewal_journey_active: false, utm: 'null', quotes: '[]',
    progress_states: JSON.stringify([{ name: 'GENERAL_INFORMATION', completed: true, form_elements: { business_province: 'AB', total_revenue: 100000 } }]),
  });
  const quotes = await t.app.rateProposal(toProposal(row), { locale: 'en-CA' });
  await t.app.db.updateTable('proposals').set({ quotes: JSON.stringify(quotes) }).where('id', '=', row.id).execute();

  const policy = await post('/policies', { quote: { id: quotes[0]!.id } });
  expect(policy.status).toBe(201);
  const started = await post('/savePaymentTransaction', { policy_id: policy.body.id });
  const paid = await post('/updatePaymentTransaction', { transaction_id: started.body.id, token: 'tok_1' });
  expect(paid.status).toBe(500);
  expect(paid.body).toMatchObject({
    message: 'Your payment was received but your policy could not be updated yet. Our team has been told; you will not be charged again.',
    code: 10064,
    transaction: { progress_code: 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED', card_last4: '4242' },
  });
  const retry = await post('/updatePaymentTransaction', { transaction_id: started.body.id, token: 'tok_2' });
  expect(retry).toMatchObject({ status: 409, body: { transaction: { progress_code: 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED' } } });
  // even with the application waiting for payment again, the paid transaction blocks a new one
  await t.app.db.updateTable('proposals').set({ status: 'POLICY_ISSUED_PENDING_PAYMENT' }).where('id', '=', row.id).execute();
  const restart = await post('/savePaymentTransaction', { policy_id: policy.body.id });
  expect(restart).toMatchObject({ status: 409, body: { code: 10064, transaction: { id: started.body.id, progress_code: 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED' } } });
  expect(charges).toBe(1);
  const stored = await t.app.db.selectFrom('payment_transactions').select(['progress_code', 'provider_token', 'card_token']).where('id', '=', started.body.id).executeTakeFirstOrThrow();
  expect(stored).toEqual({ progress_code: 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED', provider_token: 'ch_1', card_token: null });
});
