/**
 * Premium financing (docs/payments.md "Premium financing"): POST /policies/{id}/finance, who may
 * ask it, what it refuses (in the caller's language), that the plan is the server's, and that a
 * double click, two tabs or ten simultaneous requests finance once. Real HTTP, the real
 * accountants' plan; the finance provider is the sandbox, counted. With DATABASE_URL the
 * simultaneous requests are spread over TWO app instances sharing one PostgreSQL schema; PGlite
 * (one instance) otherwise.
 */
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODE } from '../../adapters/api/error-codes';
import { financePlan, financeTermsOf } from '../../adapters/finance';
import type { Quote } from '../../adapters/api';
import { API, Harness, PROGRAMS } from '../policies/test-harness';
import { startTestApp, type TestApp } from '../testing/test-app';
import { FinanceProviderError, type FinanceProvider } from './provider';
import { sandboxFinanceProvider } from './sandbox-provider';

// the lawyers' program offers no financing here, as a brand entry with `financing: false` would
vi.mock('./terms', async (original) => {
  const real = await original<typeof import('./terms')>();
  return { ...real, financeTermsFor: (client: string) => (client === 'CANLAWYERS' ? null : real.financeTermsFor(client)) };
});

const sandbox = sandboxFinanceProvider();
let mode: 'accept' | 'decline' | 'silent' = 'accept';
const asked: string[] = [];
const countedProvider = fp(async (app) => {
  const provider: FinanceProvider = {
    name: 'counted-sandbox',
    async accept(request) {
      asked.push(request.idempotencyKey);
      if (mode === 'silent') throw new FinanceProviderError('no answer');
      if (mode === 'decline') return { status: 'declined', code: 'credit_refused' };
      return sandbox.accept(request);
    },
  };
  app.decorate('financeProvider', provider);
});

const twoInstances = Boolean(process.env.DATABASE_URL);
let h: Harness;
let second: TestApp | undefined;
/** where simultaneous request i goes: alternately each instance */
let bases: (string | undefined)[] = [undefined];
beforeAll(async () => {
  h = new Harness(await startTestApp({ programsDir: PROGRAMS }, [countedProvider]));
  if (twoInstances) {
    second = await startTestApp({ programsDir: PROGRAMS, dbSchema: h.t.app.appConfig.dbSchema }, [countedProvider]);
    bases = [h.t.url, second.url];
  }
});
afterAll(async () => {
  await second?.close();
  await h?.t.close();
});

const ACCT = { business_province: 'ON', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, coverage_begin_date: '2026-07-01' };
const LAW = { business_province: 'ON', coverage_begin_date: '2026-07-01' };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

interface IssuedPolicy { id: string; number: string; gross_amount: number; quote: Quote }

async function issued(client = 'CANACCT', answers: Record<string, unknown> = ACCT) {
  const p = await h.seed(client, 'QUOTE_ACCEPTED', answers, { accepted: 0 });
  const res = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
  expect(res.status).toBe(201);
  const policy = (await h.call(p.login, 'GET', `/policies/${res.body.id}`)).body as IssuedPolicy;
  return { ...p, policy };
}
const finance = (who: string, id: string, body: unknown = { option: 'MONTHLY' }, headers: Record<string, string> = {}, base?: string) =>
  h.call(who, 'POST', `/policies/${id}/finance`, body, headers, base);
const financed = async (proposalId: string) => (await h.events(proposalId)).filter((e) => e.action === 'CHOOSE_FINANCING');
const unchanged = async (p: { id: string }) => {
  expect((await h.row(p.id)).status).toBe('POLICY_ISSUED_PENDING_PAYMENT');
  expect(await h.policies(p.id)).toEqual([expect.objectContaining({ status_code: null, payment_method_code: null })]);
  expect(await financed(p.id)).toEqual([]);
};
const cents = (n: number) => Math.round(n * 100);

describe('POST /policies/{id}/finance', () => {
  it('monthly: the plan computed from the issued quote, accepted by the provider, the policy bound (FIN, ISSUED), one event', async () => {
    mode = 'accept';
    const p = await issued();
    const res = await finance(p.login, p.policy.id, { option: 'MONTHLY' });
    expect(res.status).toBe(201);
    const plan = res.body.finance_plan;
    expect(res.body).toMatchObject({ id: p.policy.id, payment_method_code: 'FIN', status_code: 'ISSUED' });
    expect(plan).toMatchObject({ option: 'MONTHLY', installments: 10, provider_reference: expect.stringMatching(/^fin_/), financed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    // the year costs the quote's total plus the charge, and the down payment and ten equal instalments pay it to the cent
    expect(cents(plan.yearly_amount)).toBe(cents(p.policy.gross_amount) + cents(plan.finance_charge));
    expect(cents(plan.down_payment) + plan.installments * cents(plan.installment_amount)).toBe(cents(plan.yearly_amount));
    expect(plan.finance_charge).toBeGreaterThan(0);
    const expected = financePlan(p.policy.quote, financeTermsOf({ financing: { downPaymentPercent: 25, instalments: 10, annualRatePercent: 6 } })!, 'MONTHLY');
    expect(plan).toMatchObject(expected!);
    expect((await h.row(p.id)).status).toBe('POLICY_ISSUED');
    expect(await financed(p.id)).toEqual([
      { from_status: 'POLICY_ISSUED_PENDING_PAYMENT', to_status: 'POLICY_ISSUED', action: 'CHOOSE_FINANCING', actor: p.login, note: 'MONTHLY' },
    ]);
    // the policy as the summary reads it carries the plan
    const read = await h.call(p.login, 'GET', `/policies/${p.policy.id}`);
    expect(read.body.finance_plan).toEqual(plan);
  });

  it('yearly: the whole year paid up front, no instalments, no charge', async () => {
    const p = await issued();
    const res = await finance(p.login, p.policy.id, { option: 'YEARLY' });
    expect(res.status).toBe(201);
    expect(res.body.finance_plan).toMatchObject({ option: 'YEARLY', down_payment: p.policy.gross_amount, yearly_amount: p.policy.gross_amount, installments: 0, installment_amount: 0, finance_charge: 0 });
  });

  it(`ten simultaneous requests (a double click, two tabs; ${twoInstances ? 'two instances, PostgreSQL' : 'one instance, PGlite'}): financed once, the provider asked once, every answer the same plan`, async () => {
    mode = 'accept';
    const p = await issued();
    const before = asked.length;
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => finance(p.login, p.policy.id, { option: 'MONTHLY' }, {}, bases[i % bases.length])));
    expect(burst.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(burst.map((r) => r.body.finance_plan.provider_reference)).size).toBe(1);
    expect(asked.length - before).toBe(1);
    expect(await financed(p.id)).toHaveLength(1);
    // asked again later: the same plan, nothing new
    const again = await finance(p.login, p.policy.id);
    expect([again.status, again.body.finance_plan]).toEqual([200, burst[0]!.body.finance_plan]);
    expect(asked.length - before).toBe(1);
  });

  it('both options at once: one wins, the other option is refused naming the plan chosen (409)', async () => {
    const p = await issued();
    const replies = await Promise.all([finance(p.login, p.policy.id, { option: 'YEARLY' }), finance(p.login, p.policy.id, { option: 'MONTHLY' })]);
    const won = replies.find((r) => r.status === 201)!;
    const lost = replies.find((r) => r.status === 409)!;
    expect(won.body.finance_plan.option).toMatch(/YEARLY|MONTHLY/);
    const wording = won.body.finance_plan.option === 'MONTHLY' ? 'monthly' : 'yearly';
    expect([lost.body.code, lost.body.message]).toEqual([
      ERROR_CODE.financeChosen, `Policy ${p.policy.number} is already financed (${wording}): its plan can no longer be changed. Call us if you need to change it.`,
    ]);
    expect(await financed(p.id)).toHaveLength(1);
  });

  it('only the applicant who owns the policy: another applicant and staff 403, signed out 401; nothing changes', async () => {
    const p = await issued();
    const other = await h.applicant('CANACCT');
    expect((await finance(other.login, p.policy.id)).status).toBe(403);
    const csr = await finance('csr@test', p.policy.id);
    expect([csr.status, csr.body.code]).toEqual([403, ERROR_CODE.forbidden]);
    expect((await finance('sponsor@test', p.policy.id)).status).toBe(403);
    const anonymous = await h.t.request({ method: 'POST', url: `${API}/policies/${p.policy.id}/finance`, body: { option: 'MONTHLY' } });
    expect(anonymous.status).toBe(401);
    await unchanged(p);
  });

  it('malformed input answers 400 naming the field; an unknown policy 404; nothing changes', async () => {
    const p = await issued();
    const weekly = await finance(p.login, p.policy.id, { option: 'WEEKLY' });
    expect([weekly.status, weekly.body.code]).toEqual([400, ERROR_CODE.fieldsInvalid]);
    expect(weekly.body.messageList).toEqual([expect.objectContaining({ field: 'body.option' })]);
    const missing = await finance(p.login, p.policy.id, {});
    expect([missing.status, missing.body.messageList[0].field]).toEqual([400, 'body.option']);
    // amounts from the browser are refused by name, never used
    const amounts = await finance(p.login, p.policy.id, { option: 'MONTHLY', down_payment: 1 });
    expect(amounts.status).toBe(400);
    expect(JSON.stringify(amounts.body)).toContain('down_payment');
    const badId = await finance(p.login, 'not-a-uuid');
    expect([badId.status, JSON.stringify(badId.body)]).toEqual([400, expect.stringContaining('id')]);
    expect((await finance(p.login, UNKNOWN)).status).toBe(404);
    const huge = await finance(p.login, p.policy.id, { option: 'MONTHLY'.repeat(200_000) });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    await unchanged(p);
  });

  it('refusals in the caller’s language: expired quote, cheque chosen, paid, void, not offered, finance data missing', async () => {
    const fr = { 'accept-language': 'fr-CA' };
    const e = await issued();
    await h.t.app.db.updateTable('proposals').set({ quoted_at: new Date(Date.now() - 90 * 86_400_000) }).where('id', '=', e.id).execute();
    const expired = await finance(e.login, e.policy.id, { option: 'MONTHLY' }, fr);
    expect([expired.status, expired.body.code]).toEqual([409, ERROR_CODE.quoteExpired]);
    expect(expired.body.message).toMatch(/soumission/i);
    await unchanged(e);

    const c = await issued();
    expect((await h.call(c.login, 'PUT', `/policies/${c.policy.id}`, { policy: { id: c.policy.id, billing_information: { payment_method_code: 'STD' } } })).status).toBe(200);
    const cheque = await finance(c.login, c.policy.id, { option: 'MONTHLY' }, fr);
    expect([cheque.status, cheque.body.code, cheque.body.message]).toEqual([
      409, ERROR_CODE.paymentMethodFixed, `La police ${c.policy.number} attend votre chèque : elle ne peut plus être financée en ligne. Appelez-nous si vous devez payer autrement.`,
    ]);

    expect((await h.staff('csr@test', c.id, { type: 'BOUND_MANUALLY' })).body.status).toBe('POLICY_ISSUED');
    const paid = await finance(c.login, c.policy.id, { option: 'MONTHLY' }, fr);
    expect([paid.status, paid.body.code, paid.body.message]).toEqual([409, ERROR_CODE.paymentMethodFixed, expect.stringContaining(c.policy.number)]);

    const f = await issued();
    expect((await finance(f.login, f.policy.id)).status).toBe(201);
    await h.t.app.db.updateTable('policies').set({ status_code: 'VOID' }).where('id', '=', f.policy.id).execute();
    const financedVoid = await finance(f.login, f.policy.id);
    expect([financedVoid.status, financedVoid.body.code]).toEqual([409, ERROR_CODE.paymentMethodFixed]);

    const v = await issued();
    expect((await h.staff('csr@test', v.id, { type: 'CANCELLED' })).body.status).toBe('CANCELLED');
    const cancelled = await finance(v.login, v.policy.id);
    expect([cancelled.status, cancelled.body.code]).toEqual([409, ERROR_CODE.paymentMethodFixed]);

    const l = await issued('CANLAWYERS', LAW);
    const notOffered = await finance(l.login, l.policy.id, { option: 'MONTHLY' }, fr);
    expect([notOffered.status, notOffered.body.code, notOffered.body.message]).toEqual([
      409, ERROR_CODE.financeNotOffered, `Le financement n’est pas offert pour la police ${l.policy.number} : payez-la par carte ou par chèque.`,
    ]);
    await unchanged(l);

    const m = await issued();
    await h.t.app.db.updateTable('policies').set({ quote: JSON.stringify({ ...m.policy.quote, payment_options: [] }) }).where('id', '=', m.policy.id).execute();
    const missingEn = await finance(m.login, m.policy.id);
    expect([missingEn.status, missingEn.body.code, missingEn.body.message]).toEqual([409, ERROR_CODE.financeUnavailable, 'A quote is not available for this option right now.']);
    const missingFr = await finance(m.login, m.policy.id, { option: 'MONTHLY' }, fr);
    expect(missingFr.body.message).toBe('Aucune soumission n’est offerte pour cette option pour le moment.');
    await unchanged(m);
  });

  it('the card: an open card transaction is cancelled; a card charge with the provider, or a paid card, refuses financing', async () => {
    mode = 'accept';
    const p = await issued();
    const started = await h.call(p.login, 'POST', '/savePaymentTransaction', { policy_id: p.policy.id });
    expect(started.status).toBe(201);
    expect((await finance(p.login, p.policy.id)).status).toBe(201);
    const charge = await h.call(p.login, 'POST', '/updatePaymentTransaction', { transaction_id: started.body.id, token: 'tok_whatever' });
    expect(charge.status).toBe(409);
    expect((await h.call(p.login, 'POST', '/savePaymentTransaction', { policy_id: p.policy.id })).status).toBe(409);

    const q = await issued();
    const open = await h.call(q.login, 'POST', '/savePaymentTransaction', { policy_id: q.policy.id });
    await h.t.app.db.updateTable('payment_transactions').set({ progress_code: 'PAYMENT_PROCESSING', claim_id: crypto.randomUUID(), claimed_at: new Date() }).where('id', '=', open.body.id).execute();
    const before = asked.length;
    const res = await finance(q.login, q.policy.id);
    expect([res.status, res.body.code, res.body.transaction?.progress_code]).toEqual([409, ERROR_CODE.paymentInProgress, 'PAYMENT_PROCESSING']);
    expect(asked.length).toBe(before);
    await unchanged(q);
  });

  it('the provider declines (402) or gives no answer (502): nothing is recorded, and a later try finances', async () => {
    const p = await issued();
    mode = 'decline';
    const declined = await finance(p.login, p.policy.id);
    expect([declined.status, declined.body.code]).toEqual([402, ERROR_CODE.financeDeclined]);
    await unchanged(p);
    mode = 'silent';
    const silent = await finance(p.login, p.policy.id);
    expect([silent.status, silent.body.code]).toEqual([502, ERROR_CODE.financeProviderUnavailable]);
    await unchanged(p);
    mode = 'accept';
    expect((await finance(p.login, p.policy.id)).status).toBe(201);
  });
});
