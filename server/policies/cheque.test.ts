/**
 * Paying by cheque (docs/requirements.md §6.4, docs/payments.md "Paying by cheque"): PUT /policies/{id}
 * with STD, who may ask it, what it refuses, that asking twice (or at once, a double click) changes
 * it once, that the card transaction the payment page opened is cancelled, and that a CSR binds the
 * policy when the cheque arrives. Real HTTP, the real accountants' plan, PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../../adapters/api/error-codes';
import { startTestApp } from '../testing/test-app';
import { API, Harness, PROGRAMS } from './test-harness';

let h: Harness;
beforeAll(async () => {
  h = new Harness(await startTestApp({ programsDir: PROGRAMS }));
});
afterAll(() => h?.t.close());

const ACCT = { business_province: 'ON', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, coverage_begin_date: '2026-07-01' };
const body = (id: string, code: unknown = 'STD') => ({ policy: { id, billing_information: { payment_method_code: code } } });

/** An accountant whose policy is issued and waits for payment. */
async function issued() {
  const p = await h.seed('CANACCT', 'QUOTE_ACCEPTED', ACCT, { accepted: 0 });
  const res = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
  expect(res.status).toBe(201);
  return { ...p, policy: res.body as { id: string; number: string } };
}
const cheque = (who: string, id: string, payload: unknown = body(id)) => h.call(who, 'PUT', `/policies/${id}`, payload);
const transactions = (policyId: string) =>
  h.t.app.db.selectFrom('payment_transactions').select(['id', 'progress_code']).where('policy_id', '=', policyId).orderBy('created_at').execute();
const chosen = async (proposalId: string) => (await h.events(proposalId)).filter((e) => e.action === 'CHOOSE_OFFLINE_PAYMENT');

describe('PUT /policies/{id} with STD (cheque)', () => {
  it('the owner chooses the cheque: offline payment, one event, the open card transaction cancelled', async () => {
    const p = await issued();
    const started = await h.call(p.login, 'POST', '/savePaymentTransaction', { policy_id: p.policy.id });
    expect(started.status).toBe(201);
    const res = await cheque(p.login, p.policy.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: p.policy.id, payment_method_code: 'STD', status_code: null });
    expect((await h.row(p.id)).status).toBe('POLICY_ISSUED_PENDING_OFFLINE_PAYMENT');
    expect(await chosen(p.id)).toEqual([
      { from_status: 'POLICY_ISSUED_PENDING_PAYMENT', to_status: 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT', action: 'CHOOSE_OFFLINE_PAYMENT', actor: p.login, note: null },
    ]);
    expect(await transactions(p.policy.id)).toEqual([{ id: started.body.id, progress_code: 'PAYMENT_CANCEL' }]);
    // the cancelled card transaction cannot be charged, and no new one starts
    const charge = await h.call(p.login, 'POST', '/updatePaymentTransaction', { transaction_id: started.body.id, token: 'tok_whatever' });
    expect(charge.status).toBe(409);
    const again = await h.call(p.login, 'POST', '/savePaymentTransaction', { policy_id: p.policy.id });
    expect([again.status, again.body.message]).toEqual([409, `Policy ${p.policy.number} is not waiting for a card payment.`]);
  });

  it('asked twice, or five times at once (a double click, two tabs): one change, every answer the same policy', async () => {
    const p = await issued();
    const revision = (await h.row(p.id)).revision;
    const first = await cheque(p.login, p.policy.id);
    const second = await cheque(p.login, p.policy.id);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    const burst = await Promise.all(Array.from({ length: 5 }, () => cheque(p.login, p.policy.id)));
    expect(burst.map((r) => [r.status, r.body.payment_method_code])).toEqual(Array(5).fill([200, 'STD']));
    expect(await chosen(p.id)).toHaveLength(1);
    expect((await h.row(p.id)).revision).toBe(revision + 1);

    const p2 = await issued();
    const together = await Promise.all(Array.from({ length: 5 }, () => cheque(p2.login, p2.policy.id)));
    expect(together.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await chosen(p2.id)).toHaveLength(1);
  });

  it('a CSR may choose it for the customer; another applicant, a sponsor and a signed-out caller may not', async () => {
    const p = await issued();
    const other = await h.applicant('CANACCT');
    const theirs = await cheque(other.login, p.policy.id);
    expect([theirs.status, theirs.body.code]).toEqual([403, ERROR_CODE.forbidden]);
    const sponsor = await cheque('sponsor@test', p.policy.id);
    expect(sponsor.status).toBe(403);
    const anonymous = await h.t.request({ method: 'PUT', url: `${API}/policies/${p.policy.id}`, body: body(p.policy.id) });
    expect(anonymous.status).toBe(401);
    expect((await h.row(p.id)).status).toBe('POLICY_ISSUED_PENDING_PAYMENT');
    const csr = await cheque('csr@test', p.policy.id);
    expect([csr.status, csr.body.payment_method_code]).toEqual([200, 'STD']);
    expect(await chosen(p.id)).toEqual([expect.objectContaining({ actor: 'csr@test' })]);
  });

  it('malformed bodies answer 400 naming the field; nothing changes', async () => {
    const p = await issued();
    const wrongCode = await cheque(p.login, p.policy.id, body(p.policy.id, 'CHEQUE'));
    expect(wrongCode.status).toBe(400);
    expect(JSON.stringify(wrongCode.body)).toContain('payment_method_code');
    const noMethod = await cheque(p.login, p.policy.id, { policy: { id: p.policy.id, billing_information: {} } });
    expect(noMethod.status).toBe(400);
    expect(JSON.stringify(noMethod.body)).toContain('payment_method_code');
    const otherId = await cheque(p.login, p.policy.id, body('someone-else'));
    expect(otherId.status).toBe(400);
    expect(JSON.stringify(otherId.body)).toContain('policy.id');
    const unknown = await cheque(p.login, '00000000-0000-0000-0000-000000000000', body('00000000-0000-0000-0000-000000000000'));
    expect(unknown.status).toBe(404);
    expect((await h.row(p.id)).status).toBe('POLICY_ISSUED_PENDING_PAYMENT');
    expect(await h.policies(p.id)).toEqual([expect.objectContaining({ payment_method_code: null })]);
  });

  it('refused in the wrong status: paid, voided, or back to the card after the cheque was chosen (409)', async () => {
    const p = await issued();
    expect((await cheque(p.login, p.policy.id)).status).toBe(200);
    const card = await cheque(p.login, p.policy.id, body(p.policy.id, 'ISP'));
    expect([card.status, card.body.code, card.body.message]).toEqual([
      409, ERROR_CODE.paymentMethodFixed, `Policy ${p.policy.number} waits for your cheque: it can no longer be paid by card online. Call us if you need to pay another way.`,
    ]);
    expect((await h.staff('csr@test', p.id, { type: 'BOUND_MANUALLY' })).body.status).toBe('POLICY_ISSUED');
    const paid = await cheque(p.login, p.policy.id);
    expect([paid.status, paid.body.code]).toEqual([409, ERROR_CODE.paymentMethodFixed]);

    const v = await issued();
    expect((await h.staff('csr@test', v.id, { type: 'CANCELLED' })).body.status).toBe('CANCELLED');
    const voided = await cheque(v.login, v.policy.id);
    expect([voided.status, voided.body.code]).toEqual([409, ERROR_CODE.paymentMethodFixed]);
    expect(await chosen(v.id)).toEqual([]);
  });

  it('a card charge with the provider refuses the cheque: the money moves once', async () => {
    const p = await issued();
    const started = await h.call(p.login, 'POST', '/savePaymentTransaction', { policy_id: p.policy.id });
    await h.t.app.db.updateTable('payment_transactions').set({ progress_code: 'PAYMENT_PROCESSING', claim_id: crypto.randomUUID(), claimed_at: new Date() }).where('id', '=', started.body.id).execute();
    const res = await cheque(p.login, p.policy.id);
    expect([res.status, res.body.code, res.body.transaction?.progress_code]).toEqual([409, ERROR_CODE.paymentInProgress, 'PAYMENT_PROCESSING']);
    expect((await h.row(p.id)).status).toBe('POLICY_ISSUED_PENDING_PAYMENT');
    expect(await h.policies(p.id)).toEqual([expect.objectContaining({ payment_method_code: null, status_code: null })]);
    expect(await chosen(p.id)).toEqual([]);
  });
});

describe('the cheque arrives', () => {
  it('a CSR binds it with a note (BOUND_MANUALLY): POLICY_ISSUED, the policy ISSUED and paid by cheque', async () => {
    const p = await issued();
    expect((await cheque(p.login, p.policy.id)).status).toBe(200);
    expect((await h.staff(p.login, p.id, { type: 'BOUND_MANUALLY' })).status).toBe(403);
    const bound = await h.staff('csr@test', p.id, { type: 'BOUND_MANUALLY', note: 'Cheque 0042 received' });
    expect([bound.status, bound.body.status]).toEqual([200, 'POLICY_ISSUED']);
    expect((await h.events(p.id)).at(-1)).toEqual({
      from_status: 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT', to_status: 'POLICY_ISSUED', action: 'BOUND_MANUALLY', actor: 'csr@test', note: 'Cheque 0042 received',
    });
    const read = await h.call(p.login, 'GET', `/policies/${p.policy.id}`);
    expect(read.body).toMatchObject({ status_code: 'ISSUED', payment_method_code: 'STD' });
  });
});
