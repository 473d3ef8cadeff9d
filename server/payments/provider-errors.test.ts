/**
 * When the provider gives no answer (docs/payments.md "Guarantees"): 502 with the transaction;
 * nothing charged → PAYMENT_FAILURE and a new transaction may start; unknown → it stays
 * PAYMENT_PROCESSING and blocks a second transaction until the provider is asked again.
 */
import fp from 'fastify-plugin';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Harness, PROGRAMS } from '../policies/test-harness';
import { startTestApp, type TestApp } from '../testing/test-app';
import { ProviderError, type PaymentProvider } from './provider';

let t: TestApp;
let h: Harness;
let next: 'no' | 'unknown' = 'no';
const asked: string[] = [];

const silentProvider = fp(async (app) => {
  const provider: PaymentProvider = {
    name: 'silent',
    hostedFields: () => ({ url: 'http://127.0.0.1:1/hosted-fields', origin: 'http://127.0.0.1:1' }),
    async charge({ idempotencyKey }) {
      asked.push(idempotencyKey);
      throw new ProviderError('no answer', next);
    },
  };
  app.decorate('paymentProvider', provider);
});

beforeAll(async () => {
  t = await startTestApp({ programsDir: PROGRAMS }, [silentProvider]);
  h = new Harness(t);
});
afterAll(() => t?.close());

const answers = { business_province: 'ON', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, coverage_begin_date: '2026-07-01' };

async function started() {
  const p = await h.seed('CANACCT', 'QUOTE_ACCEPTED', answers, { accepted: 0 });
  const policy = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
  const tx = await h.call(p.login, 'POST', '/savePaymentTransaction', { policy_id: policy.body.id });
  return { login: p.login, policyId: policy.body.id as string, id: tx.body.id as string };
}

it('nothing charged: 502, the transaction fails, and a new one may be started', async () => {
  next = 'no';
  const { login, policyId, id } = await started();
  const res = await h.call(login, 'POST', '/updatePaymentTransaction', { transaction_id: id, token: 'tok_a' });
  expect(res).toMatchObject({
    status: 502,
    body: { code: 10066, message: 'We could not get an answer from the payment provider. You will not be charged twice: check your payment again in a minute.', transaction: { id, progress_code: 'PAYMENT_FAILURE', failure_code: 'provider_error' } },
  });
  const again = await h.call(login, 'POST', '/savePaymentTransaction', { policy_id: policyId });
  expect(again.status).toBe(201);
});

it('outcome unknown: 502, the transaction stays PROCESSING and no second one starts', async () => {
  next = 'unknown';
  const { login, policyId, id } = await started();
  const res = await h.call(login, 'POST', '/updatePaymentTransaction', { transaction_id: id, token: 'tok_b' }, { 'accept-language': 'fr-CA' });
  expect(res).toMatchObject({ status: 502, body: { code: 10066, transaction: { id, progress_code: 'PAYMENT_PROCESSING' } } });
  expect(res.body.message).toBe('Le fournisseur de paiement n’a pas répondu. Vous ne serez pas débité deux fois\u00a0: vérifiez votre paiement de nouveau dans une minute.');
  const again = await h.call(login, 'POST', '/savePaymentTransaction', { policy_id: policyId });
  expect(again).toMatchObject({ status: 409, body: { code: 10065, transaction: { id, progress_code: 'PAYMENT_PROCESSING' } } });
  const cancel = await h.call(login, 'POST', '/updatePaymentTransaction', { transaction_id: id, progress_code: 'PAYMENT_CANCEL' });
  expect(cancel.status).toBe(409);
  expect(asked.filter((k) => k === id)).toHaveLength(1);
});
