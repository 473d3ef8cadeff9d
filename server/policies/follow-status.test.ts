/**
 * The policy follows its proposal's status through the one status writer (the listener the
 * policies area registers with the proposals area), in the same transaction as the change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';
import { Harness, PROGRAMS } from './test-harness';

let h: Harness;
beforeAll(async () => {
  h = new Harness(await startTestApp({ programsDir: PROGRAMS }));
});
afterAll(() => h?.t.close());

const ACCT = { business_province: 'ON', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, coverage_begin_date: '2026-07-01' };

describe('a policy follows its proposal', () => {
  it('cancelled by a CSR: the unpaid policy is voided and the change recorded once', async () => {
    const p = await h.seed('CANACCT', 'QUOTE_ACCEPTED', ACCT, { accepted: 0 });
    expect((await h.call(p.login, 'POST', '/policies', { quote: { id: '' } })).status).toBe(201);
    expect(await h.policies(p.id)).toEqual([expect.objectContaining({ status_code: null })]);
    const cancelled = await h.staff('csr@test', p.id, { type: 'CANCELLED' });
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'CANCELLED']);
    expect(await h.policies(p.id)).toEqual([expect.objectContaining({ status_code: 'VOID' })]);
    const events = await h.events(p.id);
    expect(events.filter((e) => e.to_status === 'CANCELLED')).toEqual([
      expect.objectContaining({ from_status: 'POLICY_ISSUED_PENDING_PAYMENT', action: 'CANCELLED', actor: 'csr@test' }),
    ]);
  });

  it('a refused change leaves the policy as it was', async () => {
    const p = await h.seed('CANACCT', 'QUOTE_ACCEPTED', ACCT, { accepted: 0 });
    expect((await h.call(p.login, 'POST', '/policies', { quote: { id: '' } })).status).toBe(201);
    // an applicant may not cancel once a policy is issued (403: the role forbids it)
    const refused = await h.call(p.login, 'DELETE', '/proposals', undefined, { revision: await h.revision(p.id) });
    expect([refused.status, refused.body.code]).toEqual([403, 10041]);
    expect(await h.policies(p.id)).toEqual([expect.objectContaining({ status_code: null })]);
    expect((await h.row(p.id)).status).toBe('POLICY_ISSUED_PENDING_PAYMENT');
  });
});
