/**
 * GET /policies/{id} as the policy summary reads it (docs/requirements.md §6.3, §6.6): the term, the
 * named insured and the quote the policy was issued from (coverages, premium, taxes, fees), to its
 * owner and to a CSR only. Real HTTP, the real accountants' plan, PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../../adapters/api/error-codes';
import type { Policy } from '../../adapters/api';
import { startTestApp } from '../testing/test-app';
import { API, Harness, PROGRAMS } from './test-harness';

let h: Harness;
beforeAll(async () => {
  h = new Harness(await startTestApp({ programsDir: PROGRAMS }));
});
afterAll(() => h?.t.close());

const ACCT = { business_province: 'ON', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, coverage_begin_date: '2026-07-01' };

async function issued() {
  const p = await h.seed('CANACCT', 'QUOTE_ACCEPTED', ACCT, { accepted: 1 });
  const res = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
  expect(res.status).toBe(201);
  return { ...p, policy: res.body as { id: string; number: string } };
}

describe('GET /policies/{id}: what the policy summary shows', () => {
  it('the owner reads the term, the named insured and the issued quote, as accepted', async () => {
    const p = await issued();
    const res = await h.call(p.login, 'GET', `/policies/${p.policy.id}`);
    expect(res.status).toBe(200);
    const policy = res.body as Policy;
    const accepted = p.quotes[1]!;
    expect(policy).toMatchObject({
      number: p.policy.number,
      effective_date: '2026-07-01',
      expiration_date: '2027-07-01',
      named_insured: 'Ann Plicant',
      quote_id: accepted.id,
      status_code: null,
      payment_method_code: null,
    });
    // the quote as issued, every figure the summary table needs
    expect(policy.quote).toEqual(accepted.quote);
    const annual = policy.quote.payment_options.find((o) => o.plan_desc === 'ANNUALLY')!.payments[0]!;
    expect(annual.taxes.reduce((sum, t) => sum + t.amount, 0)).toBeGreaterThan(0);
    expect(policy.gross_amount).toBe(annual.gross_amount);
    expect(policy.quote.product[0]!.coverage.some((c) => c.limit.length > 0 && c.full_premium > 0)).toBe(true);
  });

  it('a CSR reads it for the customer; the customer’s policy list carries the same', async () => {
    const p = await issued();
    const csr = await h.call('csr@test', 'GET', `/policies/${p.policy.id}`);
    expect([csr.status, csr.body.named_insured, csr.body.quote.id]).toEqual([200, 'Ann Plicant', p.quotes[1]!.quote.id]);
    const list = await h.call(p.login, 'GET', '/policies');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([csr.body]);
  });

  it('another applicant gets 403, a sponsor 403, a signed-out caller 401, an unknown id 404', async () => {
    const p = await issued();
    const other = await h.applicant('CANACCT');
    const theirs = await h.call(other.login, 'GET', `/policies/${p.policy.id}`);
    expect([theirs.status, theirs.body.code]).toEqual([403, ERROR_CODE.forbidden]);
    expect(JSON.stringify(theirs.body)).not.toContain('Ann Plicant');
    expect((await h.call('sponsor@test', 'GET', `/policies/${p.policy.id}`)).status).toBe(403);
    const anonymous = await h.t.request({ method: 'GET', url: `${API}/policies/${p.policy.id}` });
    expect(anonymous.status).toBe(401);
    expect((await h.call(p.login, 'GET', '/policies/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
