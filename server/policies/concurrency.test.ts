/**
 * Simultaneous requests on one proposal (docs/rating.md "Underwriting on the server"): real
 * HTTP, all sent at once. Whatever the interleaving, the callers get 2xx or 409, never a 500,
 * and the database holds exactly one accepted change. On PGlite, or the PostgreSQL of
 * DATABASE_URL, where a second app instance on the same schema also takes part.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import agentFixture from '../../schemas/fixtures/CANAGENT/quote/journey.json';
import { startTestApp, type TestApp } from '../testing/test-app';
import { Harness, PROGRAMS, type Reply } from './test-harness';

const N = 10;
/** The demo agent's answers, contracted with MMC: billed through the company (brandsConfig.json sponsorBilling). */
const AGENT_MMC = { ...agentFixture.answers, agents_company: 'MMC' };
const ACCT = { business_province: 'ON', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, coverage_begin_date: '2026-07-01' };

const statuses = (replies: Reply[]) => replies.map((r) => r.status).sort();
const count = (replies: Reply[], status: number) => replies.filter((r) => r.status === status).length;

/** The scenarios, run against one instance and against two sharing a database. */
function scenarios(setup: () => { h: Harness; urls: () => string[] }) {
  /** Request i goes to instance i mod the number of instances. */
  const at = (i: number) => setup().urls()[i % setup().urls().length];

  it(`${N} simultaneous POST /policies for the same quote: one 201, the rest 200 with that policy; one policy`, async () => {
    const { h } = setup();
    const p = await h.seed('CANACCT', 'QUOTE_ACCEPTED', ACCT, { accepted: 1 });
    const replies = await Promise.all(Array.from({ length: N }, (_, i) => h.call(p.login, 'POST', '/policies', { quote: { id: '' } }, {}, at(i))));
    expect(statuses(replies)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    expect(await h.policies(p.id)).toEqual([expect.objectContaining({ id: replies[0]!.body.id, quote_id: p.quotes[1]!.id })]);
    expect((await h.events(p.id)).map((e) => e.action)).toEqual(['ISSUE_POLICY']);
    expect((await h.row(p.id)).status).toBe('POLICY_ISSUED_PENDING_PAYMENT');
  });

  it(`${N} simultaneous POST /policies of an agent billed through the company: one policy, paid once, by ISP`, async () => {
    const { h } = setup();
    const p = await h.seed('CANAGENT', 'QUOTE_ACCEPTED', AGENT_MMC, { accepted: 0 });
    const replies = await Promise.all(Array.from({ length: N }, (_, i) => h.call(p.login, 'POST', '/policies', { quote: { id: '' } }, {}, at(i))));
    expect(statuses(replies)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    // every caller is told the policy is paid: none is sent to card payment
    for (const r of replies) expect(r.body).toEqual({ ...replies[0]!.body, status_code: 'ISSUED', payment_method_code: 'ISP', sponsor_billed: true });
    expect(await h.policies(p.id)).toEqual([expect.objectContaining({ id: replies[0]!.body.id, status_code: 'ISSUED', payment_method_code: 'ISP' })]);
    expect((await h.events(p.id)).map((e) => e.action)).toEqual(['ISSUE_POLICY', 'BILL_SPONSOR']);
    expect((await h.row(p.id)).status).toBe('POLICY_ISSUED');
  });

  it(`${N} simultaneous POST /policies naming different quotes from QUOTED: one 201, the others 200 (same quote) or 409; one policy`, async () => {
    const { h } = setup();
    const p = await h.seed('CANACCT', 'QUOTED', ACCT);
    const replies = await Promise.all(Array.from({ length: N }, (_, i) => h.call(p.login, 'POST', '/policies', { quote: { id: p.quotes[i % p.quotes.length]!.id } }, {}, at(i))));
    expect(count(replies, 201)).toBe(1);
    expect(count(replies, 201) + count(replies, 200) + count(replies, 409)).toBe(N);
    const [policy] = await h.policies(p.id);
    expect(await h.policies(p.id)).toHaveLength(1);
    // the winner's quote is the accepted one; a 200 names it, a 409 another
    expect((await h.row(p.id)).accepted_quote_id).toBe(policy!.quote_id);
    replies.forEach((r, i) => expect(r.status === 409).toBe(p.quotes[i % p.quotes.length]!.id !== policy!.quote_id));
  });

  it(`${N} simultaneous PATCH /quote at one revision: one 200, the rest 409; one acceptance`, async () => {
    const { h } = setup();
    const p = await h.seed('CANACCT', 'QUOTED', ACCT);
    const replies = await Promise.all(
      Array.from({ length: N }, (_, i) => h.call(p.login, 'PATCH', '/quote', { quote: { id: p.quotes[i % p.quotes.length]!.id } }, { revision: '1' }, at(i))),
    );
    expect(statuses(replies)).toEqual([200, ...Array<number>(N - 1).fill(409)]);
    const winner = replies.find((r) => r.status === 200)!.body;
    expect((await h.row(p.id)).accepted_quote_id).toBe(winner.accepted_quote_id);
    expect(await h.events(p.id)).toEqual([expect.objectContaining({ action: 'ACCEPT_QUOTE', note: winner.accepted_quote_id })]);
  });

  it('switches and issuing at once: never a 500, and the policy is issued from the quote accepted last', async () => {
    const { h } = setup();
    const p = await h.seed('CANACCT', 'QUOTE_ACCEPTED', ACCT, { accepted: 0 });
    const replies = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        i % 2 === 0
          ? h.call(p.login, 'PATCH', '/quote', { quote: { id: p.quotes[1 + (i % 3)]!.id } }, { revision: '1' }, at(i))
          : h.call(p.login, 'POST', '/policies', { quote: { id: '' } }, {}, at(i)),
      ),
    );
    expect(replies.filter((r) => ![200, 201, 409].includes(r.status))).toEqual([]);
    const policies = await h.policies(p.id);
    expect(policies).toHaveLength(1);
    expect((await h.row(p.id)).accepted_quote_id).toBe(policies[0]!.quote_id);
  });

  it(`${N} simultaneous staff status changes at one revision: one 200, the rest 409; one event`, async () => {
    const { h } = setup();
    const p = await h.seed('CANACCT', 'PENDING_CSR_REVIEW', ACCT, { accepted: 0 });
    const replies = await Promise.all(
      Array.from({ length: N }, (_, i) => h.call('csr@test', 'POST', `/proposals/${p.id}/status`, { type: i % 2 ? 'ASSIGN_TO' : 'CANCELLED' }, { revision: '1' }, at(i))),
    );
    expect(statuses(replies)).toEqual([200, ...Array<number>(N - 1).fill(409)]);
    expect(await h.events(p.id)).toHaveLength(1);
    expect((await h.row(p.id)).revision).toBe(2);
  });
}

describe('one instance', () => {
  let h: Harness;
  beforeAll(async () => {
    h = new Harness(await startTestApp({ programsDir: PROGRAMS }));
  });
  afterAll(() => h?.t.close());
  scenarios(() => ({ h, urls: () => [h.t.url] }));
});

/** Two instances need one database they both reach: only the PostgreSQL server run has that. */
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL schema', () => {
  let h: Harness;
  let b: TestApp;
  beforeAll(async () => {
    h = new Harness(await startTestApp({ programsDir: PROGRAMS }));
    b = await startTestApp({ programsDir: PROGRAMS, dbSchema: h.t.app.appConfig.dbSchema });
  });
  afterAll(async () => {
    await b?.close();
    await h?.t.close();
  });
  scenarios(() => ({ h, urls: () => [h.t.url, b.url] }));
});
