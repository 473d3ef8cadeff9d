/**
 * Underwriting holds on the server (docs/rating.md "Underwriting on the server"): the referral
 * rules, the quote that may be issued, the switch after approval and the API called out of
 * order, over real HTTP with the real programs and rating plans.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';
import type { QuoteWrapper } from '../../adapters/api';
import { aircraft, Harness, PROGRAMS } from './test-harness';

let h: Harness;
beforeAll(async () => {
  h = new Harness(await startTestApp({ programsDir: PROGRAMS }));
});
afterAll(() => h?.t.close());

const ACCT = { business_province: 'ON', total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 }, coverage_begin_date: '2026-07-01' };
const ACCT_REFERRED = { ...ACCT, total_revenue: 6000000 };
const GOLD = { mailing_province: 'ON', coverage_begin_date: '2026-07-01', aircraft: [aircraft({ registration: 'C-GOLD', certified_passenger_seats: '2', hull_value: 120000 })] };

/** A quote as rating shapes it, for programs whose answers do not matter to a scenario. */
function plainQuote(id: string, limit: number, premium: number): QuoteWrapper {
  const payment = { taxes: [], fee: [], gross_amount: premium, net_amount: premium };
  return {
    id,
    quote: {
      id: `${id}-q`, parent_entity_id: '', line_of_business_code: 'test', full_premium_amount: premium,
      product: [{ type_code: 'TEST', coverage: [{ plan_name: 'Primary', full_premium: premium, limit: [{ amount: limit, applies_to_code: 'EACH_CLAIM', text: '' }], deductible: [], coverage_option: [] }] }],
      payment_options: [{ plan_desc: 'ANNUALLY', payments: [payment] }],
    },
  };
}
const PLAIN = [plainQuote('q1', 1000000, 500), plainQuote('q2', 2000000, 700)];

describe('referral rules are evaluated by the server', () => {
  it('POST /policies straight from QUOTED with a referral answer: 409 naming the rule, nothing issued', async () => {
    const p = await h.seed('CANACCT', 'QUOTED', ACCT_REFERRED);
    const res = await h.call(p.login, 'POST', '/policies', { quote: { id: p.quotes[0]!.id } });
    expect(res).toEqual({
      status: 409,
      body: {
        status: 409, error: 'Conflict', code: 10044, referrals: ['HIGH_REVENUE'],
        message: 'This application must be reviewed by a CSR before a policy can be issued (HIGH_REVENUE).',
      },
    });
    const fr = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } }, { 'accept-language': 'fr-CA' });
    expect([fr.status, fr.body.message]).toEqual([409, 'Cette demande doit être examinée par un représentant du service à la clientèle avant l’émission d’une police (HIGH_REVENUE).']);
    expect((await h.row(p.id)).status).toBe('QUOTED');
    expect(await h.policies(p.id)).toEqual([]);
    expect(await h.events(p.id)).toEqual([]);
  });

  it('POST /policies from QUOTE_ACCEPTED with a referral answer (the browser skipped csr_review): 409', async () => {
    const p = await h.seed('CANACCT', 'QUOTE_ACCEPTED', ACCT_REFERRED, { accepted: 1 });
    const res = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
    expect([res.status, res.body.code, res.body.referrals]).toEqual([409, 10044, ['HIGH_REVENUE']]);
    expect(await h.policies(p.id)).toEqual([]);
  });

  it('accepting a quote whose answers need review sends it to review in the same write; after approval it is issued', async () => {
    const p = await h.seed('CANACCT', 'QUOTED', ACCT_REFERRED);
    const chosen = p.quotes[1]!.id;
    const accepted = await h.call(p.login, 'PATCH', '/quote', { quote: { id: chosen } }, { revision: await h.revision(p.id) });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'PENDING_CSR_REVIEW', accepted_quote_id: chosen, referal_date: expect.any(String), progress_states_revision: 2 });
    expect(await h.events(p.id)).toEqual([
      { from_status: 'QUOTED', to_status: 'QUOTE_ACCEPTED', action: 'ACCEPT_QUOTE', actor: p.login, note: chosen },
      { from_status: 'QUOTE_ACCEPTED', to_status: 'PENDING_CSR_REVIEW', action: 'SEND_TO_CSR_REVIEW', actor: 'system', note: 'HIGH_REVENUE' },
    ]);
    // the status history reads the system's codes as words, in the reader's language
    const history = async (locale: string) =>
      ((await h.call('csr@test', 'GET', `/proposals/${p.id}/events`, undefined, { 'accept-language': locale })).body as { action: string; note_text: string | null }[])
        .filter((e) => e.action !== 'CREATE').map((e) => e.note_text);
    expect(await history('en-CA')).toEqual(['The quote with a limit of $2,000,000', 'Gross billings above $5,000,000']);
    expect(await history('fr-CA')).toEqual(['La soumission avec une limite de 2\u00a0000\u00a0000\u00a0$', 'Honoraires bruts de plus de 5 000 000 $']);
    const early = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
    expect([early.status, early.body.code]).toEqual([409, 10044]);

    expect((await h.staff('csr@test', p.id, { type: 'ASSIGN_TO' })).status).toBe(200);
    expect((await h.staff('csr@test', p.id, { type: 'APPROVE' })).body.status).toBe('CSR_APPROVED');
    // the applicant accepts the terms first (docs/requirements.md §6.1)
    const unread = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
    expect([unread.status, unread.body.code, unread.body.message]).toEqual([409, 10056, 'A policy for this approved application is created once you accept the terms and conditions.']);
    expect(await h.policies(p.id)).toEqual([]);
    expect((await h.call(p.login, 'POST', '/proposals/terms', undefined, { revision: await h.revision(p.id) })).body).toMatchObject({ status: 'CSR_APPROVED', terms_accepted_at: expect.any(String) });
    const issued = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
    expect(issued.status).toBe(201);
    expect(await h.policies(p.id)).toEqual([expect.objectContaining({ quote_id: chosen })]);
  });
});

describe('which program issues from which status, and which quote', () => {
  it('accountants and lawyers issue straight from QUOTED; other programs must accept first', async () => {
    const lawyer = await h.seed('CANLAWYERS', 'QUOTED', {}, { quotes: PLAIN });
    expect((await h.call(lawyer.login, 'POST', '/policies', { quote: { id: 'q2' } })).status).toBe(201);
    expect((await h.row(lawyer.id)).accepted_quote_id).toBe('q2');

    for (const client of ['CANAGENT', 'CANSILVWING']) {
      const p = await h.seed(client, 'QUOTED', {}, { quotes: PLAIN });
      const res = await h.call(p.login, 'POST', '/policies', { quote: { id: 'q1' } });
      expect([client, res.status, res.body.code, res.body.message]).toEqual([
        client, 409, 10040, 'An application in status QUOTED cannot change to POLICY_ISSUED_PENDING_PAYMENT (ISSUE_POLICY).',
      ]);
      expect(await h.policies(p.id)).toEqual([]);
    }
  });

  it('after acceptance, and after approval, only the accepted quote is issued', async () => {
    for (const status of ['QUOTE_ACCEPTED', 'CSR_APPROVED'] as const) {
      const p = await h.seed('CANACCT', status, ACCT, { accepted: 0, termsAccepted: status === 'CSR_APPROVED' });
      const other = await h.call(p.login, 'POST', '/policies', { quote: { id: p.quotes[3]!.id } });
      expect([status, other.status, other.body.code, other.body.message]).toEqual([
        status, 409, 10046, `Only the accepted quote (${p.quotes[0]!.id}) can be issued; quote ${p.quotes[3]!.id} was not accepted.`,
      ]);
      expect(await h.policies(p.id)).toEqual([]);
      expect((await h.call(p.login, 'POST', '/policies', { quote: { id: p.quotes[0]!.id } })).status).toBe(201);
    }
  });
});

describe('switching the accepted quote (PATCH /quote after acceptance)', () => {
  it('after CSR approval, a program other than gold wings cannot switch', async () => {
    const p = await h.seed('CANACCT', 'CSR_APPROVED', ACCT, { accepted: 0 });
    const before = await h.revision(p.id);
    const res = await h.call(p.login, 'PATCH', '/quote', { quote: { id: p.quotes[2]!.id } }, { revision: before });
    expect(res).toEqual({
      status: 409,
      body: { status: 409, error: 'Conflict', code: 10045, message: 'The approved quote cannot be changed for this program.' },
    });
    const row = await h.row(p.id);
    expect([row.accepted_quote_id, String(row.revision)]).toEqual([p.quotes[0]!.id, before]);
  });

  it('after CSR approval, the other aviation programs cannot switch either, even with one aircraft', async () => {
    for (const client of ['CANWINGS', 'CANSILVWING']) {
      const p = await h.seed(client, 'CSR_APPROVED', GOLD, { accepted: 0 });
      expect(p.quotes.length).toBeGreaterThan(1);
      const res = await h.call(p.login, 'PATCH', '/quote', { quote: { id: p.quotes.at(-1)!.id } }, { revision: await h.revision(p.id) });
      expect([client, res.status, res.body.code, res.body.message]).toEqual([client, 409, 10045, 'The approved quote cannot be changed for this program.']);
      expect((await h.row(p.id)).accepted_quote_id).toBe(p.quotes[0]!.id);
    }
  });

  it('gold wings after approval: another quote of the same limit is no higher limit, refused', async () => {
    const same = [plainQuote('g1', 1000000, 900), plainQuote('g1-bis', 1000000, 850), plainQuote('g2', 2000000, 1200)];
    const p = await h.seed('CANGLDWNG', 'CSR_APPROVED', GOLD, { accepted: 0, quotes: same });
    const before = await h.revision(p.id);
    const res = await h.call(p.login, 'PATCH', '/quote', { quote: { id: 'g1-bis' } }, { revision: before });
    expect([res.status, res.body.code, res.body.message]).toEqual([409, 10045, 'After approval only a limit higher than the approved quote’s can be chosen.']);
    const row = await h.row(p.id);
    expect([row.status, row.accepted_quote_id, String(row.revision)]).toEqual(['CSR_APPROVED', 'g1', before]);
    expect(await h.events(p.id)).toEqual([]);
  });

  it('gold wings with one aircraft and several quotes switches after approval, to a higher limit only', async () => {
    const p = await h.seed('CANGLDWNG', 'CSR_APPROVED', GOLD, { accepted: 1, termsAccepted: true });
    expect(p.quotes.map((q) => q.quote.product[0]!.coverage[0]!.limit[0]!.amount)).toEqual([1000000, 2000000, 5000000]);
    const lower = await h.call(p.login, 'PATCH', '/quote', { quote: { id: p.quotes[0]!.id } }, { revision: await h.revision(p.id), 'accept-language': 'fr-CA' });
    expect([lower.status, lower.body.code, lower.body.message]).toEqual([409, 10045, 'Après l’approbation, seule une limite supérieure à celle de la soumission approuvée peut être choisie.']);
    const higher = await h.call(p.login, 'PATCH', '/quote', { quote: { id: p.quotes[2]!.id } }, { revision: await h.revision(p.id) });
    expect(higher.status).toBe(200);
    expect(higher.body).toMatchObject({ status: 'CSR_APPROVED', accepted_quote_id: p.quotes[2]!.id });
    expect(await h.events(p.id)).toEqual([{ from_status: 'CSR_APPROVED', to_status: 'CSR_APPROVED', action: 'ACCEPT_QUOTE', actor: p.login, note: p.quotes[2]!.id }]);
    const issued = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
    expect(issued.status).toBe(201);
    expect(await h.policies(p.id)).toEqual([expect.objectContaining({ quote_id: p.quotes[2]!.id })]);
  });

  it('gold wings with two aircraft cannot switch after approval', async () => {
    const two = { ...GOLD, aircraft: [...GOLD.aircraft, aircraft({ registration: 'C-GTWO', hull_value: 50000 })] };
    const p = await h.seed('CANGLDWNG', 'CSR_APPROVED', two, { accepted: 0 });
    const res = await h.call(p.login, 'PATCH', '/quote', { quote: { id: p.quotes.at(-1)!.id } }, { revision: await h.revision(p.id) });
    expect([res.status, res.body.code, res.body.message]).toEqual([409, 10045, 'After approval the quote can only be changed when exactly one aircraft is insured.']);
  });

  it('while QUOTE_ACCEPTED a switch accepts again: recorded, and the referral rules are evaluated again', async () => {
    const p = await h.seed('CANACCT', 'QUOTE_ACCEPTED', ACCT, { accepted: 0 });
    const res = await h.call(p.login, 'PATCH', '/quote', { quote: { id: p.quotes[3]!.id } }, { revision: await h.revision(p.id) });
    expect(res.body).toMatchObject({ status: 'QUOTE_ACCEPTED', accepted_quote_id: p.quotes[3]!.id });
    expect(await h.events(p.id)).toEqual([{ from_status: 'QUOTE_ACCEPTED', to_status: 'QUOTE_ACCEPTED', action: 'ACCEPT_QUOTE', actor: p.login, note: p.quotes[3]!.id }]);

    const referred = await h.seed('CANACCT', 'QUOTE_ACCEPTED', ACCT_REFERRED, { accepted: 0 });
    const again = await h.call(referred.login, 'PATCH', '/quote', { quote: { id: referred.quotes[1]!.id } }, { revision: await h.revision(referred.id) });
    expect(again.body).toMatchObject({ status: 'PENDING_CSR_REVIEW', accepted_quote_id: referred.quotes[1]!.id });
  });

  it('in review or once a policy exists the quote cannot be switched', async () => {
    for (const status of ['PENDING_CSR_REVIEW', 'CSR_REVIEW_IN_PROGRESS', 'POLICY_ISSUED_PENDING_PAYMENT'] as const) {
      const p = await h.seed('CANACCT', status, ACCT, { accepted: 0 });
      const res = await h.call(p.login, 'PATCH', '/quote', { quote: { id: p.quotes[1]!.id } }, { revision: await h.revision(p.id) });
      expect([status, res.status, res.body.code]).toEqual([status, 409, 10040]);
      expect((await h.row(p.id)).accepted_quote_id).toBe(p.quotes[0]!.id);
    }
  });
});

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const STEPS: Record<string, Record<string, unknown>> = {
  GENERAL_INFORMATION: {
    first_name: 'Jeanne', last_name: 'Tremblay', email_address: 'jeanne@example.com', language_code: 'en', is_qa_individual_or_corporation: 'individual',
    business_province: 'ON', professional_designation: 'CPA', coverage_begin_date: iso(10),
  },
  FINANCIAL_DETAILS_GROSS_BILLINGS: { total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 } },
  PROFESSIONAL_LIABILITY_LIMIT: { professional_liability_limit: '1000000' },
  TAX_AUDIT_FEE_INSURANCE_COVERAGE: { tax_audit_option: 't2_t3', number_of_t2_t3_returns: 40, qa_no_assisted_cra_audits: 'y' },
  LIMIT_CYBER_PRIVACY: { cyber_coverage: 'y', qa_encrypts_client_data: 'y' },
  // fraud or crime questions by the begin date's month (docs/requirements.md §2.9): both answered, the page keeps those it asks
  FRAUD_EMPLOYEE_DISHONESTY_COVERAGE: { fraud_employee_dishonesty_limit: '25000', qa_dual_signatures: 'y', qa_independent_reconciliation: 'y', qa_crime_charged: 'n' },
  NON_CANADIAN_PROFESSIONAL_SERVICES: { qa_services_outside_canada: 'n', qa_services_inside_canada_for_outside_clients: 'n' },
  // the last step before the quote (documents are optional: no answer): saved with generate_quote
  ADD_ATTACHMENTS: {},
};

/** Saves one step as the browser does; `revision` absent → creates the proposal. */
function save(login: string, name: string, answers: Record<string, unknown>, revision?: number, headers: Record<string, string> = {}) {
  const body = { current_progress_state: name, progress_states: [{ name, completed: true, form_elements: answers }] };
  return revision === undefined ? h.call(login, 'POST', '/proposals', body, headers) : h.call(login, 'PATCH', '/proposals', body, { revision: String(revision), ...headers });
}

/** A CANACCT application saved step by step over HTTP and rated: QUOTED. */
async function quotedApplication() {
  const { login, customer } = await h.applicant('CANACCT');
  const [first, ...rest] = Object.entries(STEPS);
  let reply = await save(login, first![0], first![1]);
  for (const [name, answers] of rest) {
    reply = await save(login, name, answers, reply.body.progress_states_revision, name === 'ADD_ATTACHMENTS' ? { generate_quote: 'true' } : {});
  }
  expect([reply.status, reply.body.status]).toEqual([200, 'QUOTED']);
  return { login, customer, id: reply.body.id as string, revision: reply.body.progress_states_revision as number, quotes: reply.body.quotes as QuoteWrapper[] };
}

describe('the API called out of order', () => {
  it('re-saving a rated page with the same answers, or saving the quote page’s confirmation, keeps the quotes', async () => {
    const p = await quotedApplication();
    const same = await save(p.login, 'FINANCIAL_DETAILS_GROSS_BILLINGS', STEPS.FINANCIAL_DETAILS_GROSS_BILLINGS!, p.revision);
    expect([same.status, same.body.status, same.body.quotes]).toEqual([200, 'QUOTED', p.quotes]);
    const confirmed = await save(p.login, 'QUOTE_FINAL', { qa_confirm_information: 'y' }, same.body.progress_states_revision);
    expect([confirmed.status, confirmed.body.status, confirmed.body.quotes]).toEqual([200, 'QUOTED', p.quotes]);
  });

  it('other answers on a rated page without rating again: the quotes are cleared and the application is IN_PROGRESS until rated again', async () => {
    const p = await quotedApplication();
    const edited = await save(p.login, 'FINANCIAL_DETAILS_GROSS_BILLINGS', { ...STEPS.FINANCIAL_DETAILS_GROSS_BILLINGS!, total_revenue: 4000000 }, p.revision);
    expect([edited.status, edited.body.status, edited.body.quotes]).toEqual([200, 'IN_PROGRESS', []]);
    expect((await h.events(p.id)).at(-1)).toEqual({ from_status: 'QUOTED', to_status: 'IN_PROGRESS', action: 'EDIT', actor: p.login, note: null });
    // the cheaper quotes of the old answers can be neither accepted nor issued
    const accept = await h.call(p.login, 'PATCH', '/quote', { quote: { id: p.quotes[0]!.id } }, { revision: String(edited.body.progress_states_revision) });
    expect([accept.status, accept.body.code]).toEqual([400, 10050]);
    const issue = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
    expect([issue.status, issue.body.code]).toEqual([409, 10053]);
    const rated = await save(p.login, 'ADD_ATTACHMENTS', STEPS.ADD_ATTACHMENTS!, edited.body.progress_states_revision, { generate_quote: 'true' });
    expect(rated.body.status).toBe('QUOTED');
    expect(rated.body.quotes[0].quote.full_premium_amount).toBeGreaterThan(p.quotes[0]!.quote.full_premium_amount);
  });

  it('nobody changes the answers of a locked application: not the applicant (with or without generate_quote), not a CSR', async () => {
    const p = await h.seed('CANACCT', 'CSR_APPROVED', ACCT, { accepted: 0 });
    const higher = { ...STEPS.FINANCIAL_DETAILS_GROSS_BILLINGS!, total_revenue: 9000000 };
    const mine = await save(p.login, 'FINANCIAL_DETAILS_GROSS_BILLINGS', higher, 1, { generate_quote: 'true' });
    expect([mine.status, mine.body.code]).toEqual([409, 10025]);
    const csr = await save('csr@test', 'FINANCIAL_DETAILS_GROSS_BILLINGS', higher, 1, { customer_number: p.customer });
    expect([csr.status, csr.body.code, csr.body.message]).toEqual([409, 10025, 'This application can no longer be changed online: it is CSR_APPROVED.']);
    const row = await h.row(p.id);
    expect([row.revision, row.progress_states.map((s) => s.name), row.quotes]).toEqual([1, ['GENERAL_INFORMATION'], p.quotes]);
  });

  it('a CSR may choose the cheque for the customer; once the policy is bound its payment method is fixed', async () => {
    const p = await h.seed('CANACCT', 'QUOTE_ACCEPTED', ACCT, { accepted: 0 });
    const issued = await h.call(p.login, 'POST', '/policies', { quote: { id: '' } });
    const method = (code: string) => ({ policy: { id: issued.body.id, billing_information: { payment_method_code: code } } });
    const cheque = await h.call('csr@test', 'PUT', `/policies/${issued.body.id}`, method('STD'));
    expect([cheque.status, cheque.body.payment_method_code]).toEqual([200, 'STD']);
    expect((await h.row(p.id)).status).toBe('POLICY_ISSUED_PENDING_OFFLINE_PAYMENT');
    expect((await h.staff('csr@test', p.id, { type: 'BOUND_MANUALLY' })).body.status).toBe('POLICY_ISSUED');
    const card = await h.call(p.login, 'PUT', `/policies/${issued.body.id}`, method('ISP'));
    expect([card.status, card.body.code, card.body.message]).toEqual([409, 10047, `Policy ${issued.body.number} is ISSUED: its payment method can no longer be changed.`]);
    expect(await h.policies(p.id)).toEqual([expect.objectContaining({ status_code: 'ISSUED', payment_method_code: 'STD' })]);
  });

  it('start over: refused while a policy is live; after it was voided, nothing of it stays on the new application', async () => {
    const p = await h.seed('CANACCT', 'QUOTE_ACCEPTED', ACCT, { accepted: 0 });
    expect((await h.call(p.login, 'POST', '/policies', { quote: { id: '' } })).status).toBe(201);
    const early = await h.call(p.login, 'PATCH', '/proposals/start_over', undefined, { revision: await h.revision(p.id) });
    expect([early.status, early.body.code]).toEqual([409, 10040]);
    expect((await h.staff('csr@test', p.id, { type: 'CANCELLED' })).body.status).toBe('CANCELLED');
    const fresh = await h.call(p.login, 'PATCH', '/proposals/start_over', undefined, { revision: await h.revision(p.id) });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({
      status: 'IN_PROGRESS', quotes: [], progress_states: [], accepted_quote_id: null,
      issued_policy_id: null, issued_policy_number: null, billing_account_number: null, bind_date: null,
    });
  });
});
