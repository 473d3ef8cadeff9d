/**
 * Charge exactly once (docs/payments.md "Guarantees"), over real HTTP against the sandbox
 * provider's own server. With DATABASE_URL the requests are spread over TWO app instances
 * sharing one PostgreSQL schema, as behind a load balancer; on PGlite one instance.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness, PROGRAMS, type Reply } from '../policies/test-harness';
import { startSandbox, type RunningSandbox } from '../payment-sandbox/testing';
import { startTestApp, type TestApp } from '../testing/test-app';

const answers = { business_province: 'ON', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, coverage_begin_date: '2026-07-01' };
const twoInstances = Boolean(process.env.DATABASE_URL);

let sb: RunningSandbox;
let a: TestApp;
let b: TestApp | undefined;
let h: Harness;
/** where request i goes: alternately each instance */
let bases: string[];

beforeAll(async () => {
  sb = await startSandbox();
  a = await startTestApp({ programsDir: PROGRAMS, payments: sb.payments });
  if (twoInstances) b = await startTestApp({ programsDir: PROGRAMS, payments: sb.payments, dbSchema: a.app.appConfig.dbSchema });
  bases = b ? [a.url, b.url] : [a.url];
  h = new Harness(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await sb?.close();
});

/** An applicant whose policy waits for a card payment. */
async function payablePolicy(): Promise<{ login: string; proposalId: string; policyId: string }> {
  const p = await h.seed('CANACCT', 'QUOTE_ACCEPTED', answers, { accepted: 0 });
  const policy = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
  expect(policy.status).toBe(201);
  return { login: p.login, proposalId: p.id, policyId: policy.body.id };
}

const save = (login: string, policyId: string, i = 0, headers: Record<string, string> = {}) =>
  h.call(login, 'POST', '/savePaymentTransaction', { policy_id: policyId }, headers, bases[i % bases.length]);
const update = (login: string, body: Record<string, unknown>, i = 0) => h.call(login, 'POST', '/updatePaymentTransaction', body, {}, bases[i % bases.length]);
const get = (login: string, id: string) => h.call(login, 'POST', '/getPaymentTransaction', { transaction_id: id });
const requestsFor = (id: string) => sb.ledger.requests.filter((k) => k === id).length;
const chargesFor = (id: string) => sb.ledger.succeeded.filter((c) => c.idempotencyKey === id).length;
const transactions = (policyId: string) =>
  a.app.db.selectFrom('payment_transactions').select(['id', 'progress_code', 'card_token']).where('policy_id', '=', policyId).orderBy('created_at').execute();
const sortedStatuses = (replies: Reply[]) => replies.map((r) => r.status).sort((x, y) => x - y);

describe(`charge exactly once (${twoInstances ? 'two instances, PostgreSQL' : 'one instance, PGlite'})`, () => {
  it('ten simultaneous charges of one transaction: one provider request, one 200, nine 409 carrying the state', async () => {
    const { login, policyId, proposalId } = await payablePolicy();
    const started = await save(login, policyId);
    expect(started.status).toBe(201);
    const id = started.body.id as string;
    // ten browser tabs, each with its own token from the hosted fields
    const tokens = await Promise.all(Array.from({ length: 10 }, () => sb.token('4242424242424242')));
    const replies = await Promise.all(tokens.map((token, i) => update(login, { transaction_id: id, token }, i)));

    expect(sortedStatuses(replies)).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(replies.find((r) => r.status === 200)!.body).toMatchObject({ id, progress_code: 'PAYMENT_SUCCESS', card_last4: '4242' });
    for (const r of replies.filter((x) => x.status === 409)) {
      expect(['PAYMENT_PROCESSING', 'PAYMENT_SUCCESS']).toContain(r.body.transaction.progress_code);
      expect(r.body).toMatchObject({ status: 409, code: r.body.transaction.progress_code === 'PAYMENT_PROCESSING' ? 10065 : 10063, transaction: { id } });
    }
    expect([requestsFor(id), chargesFor(id)]).toEqual([1, 1]);
    expect((await h.row(proposalId)).status).toBe('POLICY_ISSUED');
    expect(await transactions(policyId)).toEqual([{ id, progress_code: 'PAYMENT_SUCCESS', card_token: null }]);
  });

  it('five simultaneous starts for one policy share one transaction; charging all five charges once', async () => {
    const { login, policyId } = await payablePolicy();
    const started = await Promise.all(Array.from({ length: 5 }, (_, i) => save(login, policyId, i)));
    expect(sortedStatuses(started)).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(started.map((s) => s.body.id as string));
    expect(ids.size).toBe(1);
    const [id] = [...ids] as [string];

    const tokens = await Promise.all(started.map(() => sb.token('4242424242424242')));
    const replies = await Promise.all(started.map((s, i) => update(login, { transaction_id: s.body.id, token: tokens[i] }, i)));
    expect(sortedStatuses(replies)).toEqual([200, 409, 409, 409, 409]);
    expect([requestsFor(id), chargesFor(id)]).toEqual([1, 1]);
    expect(await transactions(policyId)).toHaveLength(1);
    // paid: no new transaction for this policy
    const again = await save(login, policyId);
    expect(again.status).toBe(409);
  });

  it('a reload mid-payment gets the same open transaction; after a decline the next start is a new one', async () => {
    const { login, policyId } = await payablePolicy();
    const first = await save(login, policyId);
    const reload = await save(login, policyId, 1);
    expect([first.status, reload.status, reload.body.id]).toEqual([201, 200, first.body.id]);

    const declined = await update(login, { transaction_id: first.body.id, token: await sb.token('4000000000000002') });
    expect(declined).toMatchObject({
      status: 402,
      body: { code: 10061, message: 'The card was declined. Check the card details or try another card.', transaction: { progress_code: 'PAYMENT_FAILURE', failure_code: 'card_declined', card_last4: '0002' } },
    });
    const retry = await update(login, { transaction_id: first.body.id, token: await sb.token('4242424242424242') });
    expect([retry.status, retry.body.transaction.progress_code]).toEqual([409, 'PAYMENT_FAILURE']);

    const next = await save(login, policyId);
    expect(next.status).toBe(201);
    expect(next.body.id).not.toBe(first.body.id);
    expect((await update(login, { transaction_id: next.body.id, token: await sb.token('4242424242424242') })).status).toBe(200);
    expect((await transactions(policyId)).map((t) => t.progress_code)).toEqual(['PAYMENT_FAILURE', 'PAYMENT_SUCCESS']);
  });

  it('refuses a body with card details by name, and changes nothing', async () => {
    const { login, policyId } = await payablePolicy();
    const started = await save(login, policyId);
    const card = { number: '4242424242424242', expiry_month: 12, expiry_year: 2099, cvc: '123' };
    const res = await update(login, { transaction_id: started.body.id, card });
    expect(res).toEqual({
      status: 400,
      body: {
        status: 400, error: 'Bad Request', code: 10067,
        message: 'Card details are not accepted here (card): pay through the payment provider’s card fields, which send us a single-use token.',
      },
    });
    const withToken = await update(login, { transaction_id: started.body.id, card, token: await sb.token('4242424242424242') });
    expect(withToken.status).toBe(400);
    expect(await transactions(policyId)).toEqual([{ id: started.body.id, progress_code: 'PAYMENT_STARTED', card_token: null }]);
    expect(sb.ledger.requests).not.toContain(started.body.id);
  });

  it('a token the provider will not charge (already used) is a 400 and fails the transaction', async () => {
    const { login, policyId } = await payablePolicy();
    const started = await save(login, policyId);
    const token = await sb.token('4242424242424242');
    await sb.app.inject({ method: 'POST', url: '/v1/charges', headers: { authorization: `Bearer ${sb.apiKey}`, 'idempotency-key': randomUUID() }, payload: { amount: 100, currency: 'CAD', token } });
    const res = await update(login, { transaction_id: started.body.id, token });
    expect(res).toMatchObject({
      status: 400,
      body: { code: 10068, message: 'The card details have expired or were already used. Enter your card again.', transaction: { progress_code: 'PAYMENT_FAILURE', failure_code: 'token_used' } },
    });
  });
});

describe('hosted fields in the start reply', () => {
  it('gives the provider’s card fields for the caller’s language and page origin', async () => {
    const { login, policyId } = await payablePolicy();
    const res = await save(login, policyId, 0, { 'accept-language': 'fr-CA', origin: a.url });
    expect(res.body.hosted_fields).toEqual({
      url: `${sb.url}/hosted-fields?locale=fr-CA&parent=${encodeURIComponent(a.url)}`,
      origin: sb.url,
    });
  });

  it('is refused to a caller signed out, to another applicant and to a sponsor', async () => {
    const { policyId } = await payablePolicy();
    const other = await h.applicant('CANACCT');
    const replies = [
      await a.request({ method: 'POST', url: '/smb/cnc/api/v2/savePaymentTransaction', body: { policy_id: policyId } }),
      await save(other.login, policyId),
      await h.call('sponsor@test', 'POST', '/savePaymentTransaction', { policy_id: policyId }),
    ];
    expect(replies.map((r) => r.status)).toEqual([401, 403, 403]);
    for (const r of replies) expect(JSON.stringify(r.body)).not.toContain('hosted-fields');
    expect(await transactions(policyId)).toEqual([]);
  });
});

describe('a claim left behind by a crash', () => {
  /** What a server that died while the provider was being asked leaves: PROCESSING, its token, an old claim. */
  async function leftBehind(secondsAgo: number, chargedBeforeCrash: boolean) {
    const { login, policyId, proposalId } = await payablePolicy();
    const started = await save(login, policyId);
    const id = started.body.id as string;
    const token = await sb.token('4242424242424242');
    if (chargedBeforeCrash) {
      const amount = Math.round(started.body.amount * 100);
      await sb.app.inject({ method: 'POST', url: '/v1/charges', headers: { authorization: `Bearer ${sb.apiKey}`, 'idempotency-key': id }, payload: { amount, currency: 'CAD', token } });
    }
    await a.app.db
      .updateTable('payment_transactions')
      .set({ progress_code: 'PAYMENT_PROCESSING', card_token: token, claim_id: randomUUID(), claimed_at: sql<Date>`now() - make_interval(secs => ${secondsAgo})` })
      .where('id', '=', id)
      .execute();
    return { login, policyId, proposalId, id };
  }

  it('while recent, is answered as in progress (409 with the transaction), and blocks a second transaction', async () => {
    const { login, policyId, id } = await leftBehind(5, false);
    expect((await get(login, id)).body.progress_code).toBe('PAYMENT_PROCESSING');
    const res = await save(login, policyId);
    expect(res).toMatchObject({ status: 409, body: { code: 10065, transaction: { id, progress_code: 'PAYMENT_PROCESSING' } } });
    expect(requestsFor(id)).toBe(0);
  });

  it('once stale, is settled by asking the provider again with the same key: charged before the crash → recorded, not charged again', async () => {
    const { login, proposalId, id } = await leftBehind(120, true);
    expect(chargesFor(id)).toBe(1);
    const res = await get(login, id);
    expect(res.body).toMatchObject({ progress_code: 'PAYMENT_SUCCESS', card_last4: '4242' });
    expect([requestsFor(id), chargesFor(id)]).toEqual([2, 1]);
    expect((await h.row(proposalId)).status).toBe('POLICY_ISSUED');
  });

  it('once stale, a charge that never reached the provider is made once, then the applicant is told it is paid', async () => {
    const { login, policyId, id } = await leftBehind(120, false);
    const res = await save(login, policyId);
    expect(res).toMatchObject({ status: 409, body: { message: expect.stringMatching(/is already paid/), transaction: { id, progress_code: 'PAYMENT_SUCCESS' } } });
    expect(chargesFor(id)).toBe(1);
  });
});
