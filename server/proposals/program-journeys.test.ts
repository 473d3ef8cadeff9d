/**
 * Every program's demo journey over real HTTP, with the real layouts and rating plans: each data
 * step saved in order with valid answers, generate_quote on the last one → the proposal is QUOTED
 * with quotes that price the answers (optional coverages the pages ask included). And the step a
 * save leads to skips what the application type does not get, as in the browser.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../demo/seed';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import type { QuoteWrapper } from '../../adapters/api';

const P = '/smb/cnc/api/v2/proposals';
const PROGRAMS = fileURLToPath(new URL('../../schemas/programs', import.meta.url));

const iso = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const person = { first_name: 'Jeanne', last_name: 'Tremblay', email_address: 'jeanne@example.com' };
const mailing = { mailing_address_line1: '1 King Street West', mailing_city: 'Toronto', mailing_province: 'ON', mailing_postal_code: 'M5H 1A1' };
const aircraft = {
  registration: 'C-GABC', make_model: 'Cessna 172', model_year: 2005, type: 'aircraft', certified_passenger_seats: '3',
  qa_has_turbine_engine: 'n', qa_is_kit_constructed: 'n', qa_max_takeoff_weight_over_5000: 'n', hull_value: 250000, qa_has_interested_party: 'n',
};
const pilot = { first_name: 'Jeanne', last_name: 'Tremblay', birth_date: '1980-04-02', current_highest_fixed_wing_licence_type: 'private', lifetime_hours: 1200 };
const aviationStart = { is_qa_individual_or_corporation: 'individual', ...person, ...mailing, coverage_begin_date: iso(10) };

/** client → [progress state, answers] in journey order; the last one asks for quotes. */
const JOURNEYS: Record<string, [string, Record<string, unknown>][]> = {
  CANAGENT: [
    ['ELIGIBILITY', { agent_type: '1', agents_company: 'CIFPS', qa_is_life_licensed: 'y', qa_is_accident_sickness_licensed: 'y', qa_is_mf_licensed: 'n', qa_is_securities_licensed: 'n', qa_is_personal_it_preparation_service: 'n', qa_is_cfp_designation: 'n' }],
    ['PERSONAL_DETAILS', { ...person, home_province: 'ON', ...mailing, coverage_begin_date: iso(10) }],
    ['COVERAGE_EO', { eo_limit: '1000000', stock_bonds_sales_limits: '500000', optional_coverages: { personal_legal_expense: 'y', identity_restoration: 'n', tax_preparation: 'n', exempt_market: 'n' }, alberta_endorsement: 'n' }],
  ],
  CANACCT: [
    ['GENERAL_INFORMATION', { ...person, language_code: 'en', is_qa_individual_or_corporation: 'individual', business_province: 'ON', professional_designation: 'CPA', coverage_begin_date: iso(10) }],
    ['FINANCIAL_DETAILS_GROSS_BILLINGS', { total_revenue: 400000, practice_split: { audit: 40, tax: 60, consulting: 0 } }],
    ['PROFESSIONAL_LIABILITY_LIMIT', { professional_liability_limit: '1000000', tax_audit_option: 't2_t3', cyber_coverage: 'y', fraud_employee_dishonesty_limit: '25000' }],
  ],
  CANLAWYERS: [
    ['GENERAL_INFORMATION', { ...person, language_code: 'fr', is_qa_individual_or_corporation: 'individual', business_province: 'QC', law_society_number: 'LSO12345', year_called_to_bar: 2010, coverage_begin_date: iso(10) }],
    ['PRACTICE_INFORMATION', { areas_of_practice: { corporate: 'y', real_estate: 'y', family: 'n', litigation: 'n', wills: 'n', criminal: 'n' }, qa_handles_trust_funds: 'n', qa_engagement_letter: 'y' }],
    ['PROFESSIONAL_LIABILITY_LIMIT', { professional_liability_limit: '2000000', cyber_coverage: 'y', innocent_party_coverage: 'y', reinstatement_of_aggregate: 'y' }],
  ],
  CANGLDWNG: [
    ['GENERAL_INFORMATION', aviationStart],
    ['AIRCRAFT_DETAILS_AND_INTERESTED_PARTIES', { aircraft: [aircraft] }],
    ['PILOT_SCHEDULE', { pilots: [pilot], cyber_coverage: 'y' }],
  ],
  CANSILVWING: [
    ['GENERAL_INFORMATION', aviationStart],
    ['AIRCRAFT_DETAILS_AND_INTERESTED_PARTIES', { aircraft: [{ ...aircraft, hull_value: undefined }] }],
    ['PILOT_SCHEDULE', { pilots: [pilot], cyber_coverage: 'y' }],
  ],
  CANWINGS: [
    ['LETS_GET_STARTED', { ...aviationStart, coverage_type: 'hull_liability' }],
    ['AIRCRAFT_DETAILS_AND_INTERESTED_PARTIES', { aircraft: [aircraft], cyber_coverage: 'y' }],
  ],
};

/** The optional coverage each journey above chose, which its quotes must carry. */
const CHOSEN: Record<string, string[]> = {
  CANAGENT: ['Personal Legal Expense Insurance'],
  CANACCT: ['Tax Audit Fee Insurance', 'Cyber Insurance', 'Fraud And Employee Dishonesty'],
  CANLAWYERS: ['Cyber Coverage', 'Innocent Party Coverage', 'Reinstatement of Aggregate Coverage'],
  CANGLDWNG: ['Cyber Coverage'],
  CANSILVWING: ['Cyber Coverage'],
  CANWINGS: ['Cyber Coverage'],
};

let t: TestApp;
/** Two more agents, for the skip rules below: one applies anew, one renews. */
const AGENT_TYPES = ['new', 'renewal'];

beforeAll(async () => {
  t = await startTestApp({ programsDir: PROGRAMS });
  const clients = Object.keys(JOURNEYS);
  await seedAccounts(
    t.app.db,
    clients.map((client, i) => ({ login: `${client.toLowerCase()}@test`, kind: 'applicant' as const, first_name: 'Jeanne', last_name: 'Tremblay', customer_number: `J${100 + i}`, client, locale: 'en-CA' as const })),
    TEST_PASSWORD,
  );
  for (const client of clients) await t.session(`${client.toLowerCase()}@test`);
  const agent = (type: string, i: number) => ({ login: `agent-${type}@test`, kind: 'applicant' as const, first_name: 'Jeanne', last_name: 'Tremblay', customer_number: `K${100 + i}`, client: 'CANAGENT', locale: 'en-CA' as const });
  await seedAccounts(t.app.db, AGENT_TYPES.map(agent), TEST_PASSWORD);
});
afterAll(() => t?.close());

const save = (client: string, method: 'POST' | 'PATCH', name: string, answers: Record<string, unknown>, headers: Record<string, string>) =>
  t.requestAs(`${client.toLowerCase()}@test`, { method, url: P, body: { current_progress_state: name, progress_states: [{ name, completed: true, form_elements: answers }] }, headers });

describe('each program’s journey, saved step by step, ends in quotes', () => {
  it.each(Object.keys(JOURNEYS))('%s', async (client) => {
    const steps = JOURNEYS[client]!;
    let revision: number | undefined;
    let last: { status: number; body: Record<string, unknown> } | undefined;
    for (const [i, [name, answers]] of steps.entries()) {
      const lastStep = i === steps.length - 1;
      last = await save(client, revision === undefined ? 'POST' : 'PATCH', name, answers, {
        ...(revision === undefined ? {} : { revision: String(revision) }),
        ...(lastStep ? { generate_quote: 'true' } : {}),
      });
      expect({ step: name, status: last.status, messageList: last.body.messageList }).toEqual({ step: name, status: revision === undefined ? 201 : 200, messageList: undefined });
      revision = last.body.progress_states_revision as number;
    }
    expect(last!.body.status).toBe('QUOTED');
    const quotes = last!.body.quotes as QuoteWrapper[];
    expect(quotes.length).toBeGreaterThan(0);
    const stored = await t.app.proposals.byId(last!.body.id as string);
    expect(stored!.status).toBe('QUOTED');
    for (const { quote } of quotes) {
      expect(quote.full_premium_amount).toBeGreaterThan(0);
      const plans = quote.product.flatMap((p) => p.coverage.map((c) => c.plan_name));
      expect(plans).toEqual(expect.arrayContaining(CHOSEN[client]!));
    }
  });
});

/**
 * The server walks the journey as the browser does: a step the application type skips
 * (not_allowed_types / skip_for_types) is not the next step. The agent program skips coverage-eo
 * for renewals, so a renewal's personal details come right before the quote page and their save
 * with generate_quote is rated; a new application's is not, its next step being coverage-eo.
 */
describe('the step after a save follows the application type’s skip rules', () => {
  const [eligibility, personalDetails] = JOURNEYS.CANAGENT!;
  async function toPersonalDetails(who: string, typeHeaders: Record<string, string>) {
    const created = await save(who, 'POST', eligibility![0], eligibility![1], typeHeaders);
    expect(created.status).toBe(201);
    const saved = await save(who, 'PATCH', personalDetails![0], personalDetails![1], { revision: String(created.body.progress_states_revision), generate_quote: 'true' });
    expect({ status: saved.status, messageList: saved.body.messageList }).toEqual({ status: 200, messageList: undefined });
    return saved.body as Record<string, unknown>;
  }

  it('a renewal skips coverage-eo: saving personal details with generate_quote quotes it', async () => {
    const proposal = await toPersonalDetails('agent-renewal', { renewal: 'true' });
    expect([proposal.type, proposal.status]).toEqual(['RENEWAL', 'QUOTED']);
    expect((proposal.quotes as unknown[]).length).toBeGreaterThan(0);
  });

  it('a new application goes on to coverage-eo: the same save is not quoted', async () => {
    const proposal = await toPersonalDetails('agent-new', {});
    expect([proposal.type, proposal.status, proposal.quotes]).toEqual(['NEW', 'IN_PROGRESS', []]);
  });
});

/**
 * Combined wings asks on its first page whether hull is insured; the aircraft page's hull value is
 * shown by that answer of another step (`$answers.coverage_type`, README "For analysts", Rules).
 * The server checks a save with the other steps' answers as the browser does, so "liability only"
 * needs no hull value, keeps none, and is not charged hull.
 */
describe('combined wings: the coverage type asked first decides the hull question and its premium', () => {
  const who = 'wings-liability';
  const aircraftStep = 'AIRCRAFT_DETAILS_AND_INTERESTED_PARTIES';
  const { hull_value: _hull, ...withoutHull } = aircraft;
  beforeAll(async () => {
    await seedAccounts(t.app.db, [{ login: `${who}@test`, kind: 'applicant', first_name: 'Jeanne', last_name: 'Tremblay', customer_number: 'L100', client: 'CANWINGS', locale: 'en-CA' }], TEST_PASSWORD);
    await t.session(`${who}@test`);
  });

  it('liability only: no hull value asked nor kept, no hull premium; hull and liability asks it again', async () => {
    const created = await save(who, 'POST', 'LETS_GET_STARTED', { ...aviationStart, coverage_type: 'liability' }, {});
    expect(created.status).toBe(201);
    // a hull value sent anyway (here over the online limit) is neither checked nor kept
    const quoted = await save(who, 'PATCH', aircraftStep, { aircraft: [{ ...aircraft, hull_value: 2000000 }] }, { revision: String(created.body.progress_states_revision), generate_quote: 'true' });
    expect({ status: quoted.status, messageList: quoted.body.messageList }).toEqual({ status: 200, messageList: undefined });
    expect(quoted.body.status).toBe('QUOTED');
    const steps = quoted.body.progress_states as { name: string; form_elements: { aircraft?: Record<string, unknown>[] } }[];
    expect(steps.find((s) => s.name === aircraftStep)!.form_elements.aircraft).toEqual([withoutHull]);
    const quotes = quoted.body.quotes as QuoteWrapper[];
    expect(quotes.length).toBeGreaterThan(0);
    for (const { quote } of quotes) {
      const vehicles = quote.product[0]!.coverage[0]!.vehicle ?? [];
      expect(vehicles.map((v) => v.coverage.map((c) => c.plan_name))).toEqual([['Liability']]);
    }

    // switching to hull and liability: the aircraft page asks for the hull value again
    const hull = await save(who, 'PATCH', 'LETS_GET_STARTED', { ...aviationStart, coverage_type: 'hull_liability' }, { revision: String(quoted.body.progress_states_revision) });
    expect(hull.status).toBe(200);
    const missing = await save(who, 'PATCH', aircraftStep, { aircraft: [withoutHull] }, { revision: String(hull.body.progress_states_revision), generate_quote: 'true' });
    expect(missing.status).toBe(400);
    expect((missing.body.messageList as { field: string }[]).map((e) => e.field)).toEqual(['aircraft.0.hull_value']);
  });
});
