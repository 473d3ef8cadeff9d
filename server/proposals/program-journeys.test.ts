/**
 * Every program's journey over real HTTP, with the real layouts and rating plans: each step saved
 * in journey order with the answers of its `journey.json` fixture (server/testing/journey-fixtures.ts),
 * `generate_quote` on the last one → the proposal is QUOTED with quotes that price the answers (the
 * optional coverages the fixtures list under `quote_includes` included), in English and in French.
 * And the step a save leads to skips what the application type does not get, as in the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedAccounts } from '../demo/seed';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import { journeyFixtureSteps, SCHEMAS, type JourneyFixtureStep } from '../testing/journey-fixtures';
import type { QuoteWrapper } from '../../adapters/api';
import type { ApplicationType } from '../../adapters/types';

const P = '/smb/cnc/api/v2/proposals';
const PROGRAMS = join(SCHEMAS, 'programs');
const CLIENTS = ['CANAGENT', 'CANACCT', 'CANLAWYERS', 'CANGLDWNG', 'CANSILVWING', 'CANWINGS'];
const LOCALES = ['en-CA', 'fr-CA'] as const;

/** The plan names a journey's quotes must carry: what its fixtures list under `quote_includes`. */
function chosenPlans(client: string): string[] {
  return journeyFixtureSteps(client).flatMap(({ route }) => {
    const fixture = JSON.parse(readFileSync(join(SCHEMAS, 'fixtures', client, route, 'journey.json'), 'utf8')) as { quote_includes?: string[] };
    return fixture.quote_includes ?? [];
  });
}

let t: TestApp;
const loginOf = (client: string, locale: string) => `${client.toLowerCase()}-${locale.toLowerCase()}@test`;

beforeAll(async () => {
  t = await startTestApp({ programsDir: PROGRAMS });
  const accounts = CLIENTS.flatMap((client, i) =>
    LOCALES.map((locale, j) => ({ login: loginOf(client, locale), kind: 'applicant' as const, first_name: 'Jeanne', last_name: 'Tremblay', customer_number: `J${100 + i * 2 + j}`, client, locale })),
  );
  const agent = (type: string, i: number) => ({ login: `agent-${type}@test`, kind: 'applicant' as const, first_name: 'Jeanne', last_name: 'Tremblay', customer_number: `K${100 + i}`, client: 'CANAGENT', locale: 'en-CA' as const });
  await seedAccounts(t.app.db, [...accounts, ...AGENT_TYPES.map(agent)], TEST_PASSWORD);
});
afterAll(() => t?.close());

/** Two more agents, for the skip rules below: one applies anew, one renews. */
const AGENT_TYPES = ['new', 'renewal'];

const save = (login: string, method: 'POST' | 'PATCH', name: string, answers: Record<string, unknown>, headers: Record<string, string>) =>
  t.requestAs(login, { method, url: P, body: { current_progress_state: name, progress_states: [{ name, completed: true, form_elements: answers }] }, headers });

/** Saves the steps in order (POST, then PATCH with the revision), `generate_quote` on the last; returns the last reply. */
async function walk(login: string, steps: JourneyFixtureStep[], headers: Record<string, string> = {}) {
  let revision: number | undefined;
  let last: { status: number; body: Record<string, unknown> } | undefined;
  for (const [i, { state, answers }] of steps.entries()) {
    last = await save(login, revision === undefined ? 'POST' : 'PATCH', state, answers, {
      ...headers,
      ...(revision === undefined ? {} : { revision: String(revision) }),
      ...(i === steps.length - 1 ? { generate_quote: 'true' } : {}),
    });
    expect({ step: state, status: last.status, messageList: last.body.messageList }).toEqual({ step: state, status: revision === undefined ? 201 : 200, messageList: undefined });
    revision = last.body.progress_states_revision as number;
  }
  return last!;
}

describe('each program’s journey, saved step by step with its journey fixtures, ends in quotes', () => {
  const cases = CLIENTS.flatMap((client) => LOCALES.map((locale) => [client, locale] as const));
  it.each(cases)('%s in %s', async (client, locale) => {
    const steps = journeyFixtureSteps(client);
    expect(steps.length).toBeGreaterThan(1);
    const last = await walk(loginOf(client, locale), steps, { 'accept-language': locale });
    expect(last.body.status).toBe('QUOTED');
    const quotes = last.body.quotes as QuoteWrapper[];
    expect(quotes.length).toBeGreaterThan(0);
    const stored = await t.app.proposals.byId(last.body.id as string);
    expect(stored!.status).toBe('QUOTED');
    if (client === 'CANAGENT') {
      // the agent's e-mail is the account's, whatever the fixture sent (docs/requirements.md §2.9)
      const details = stored!.progress_states.find((s) => s.name === 'PERSONAL_DETAILS')!.form_elements;
      expect([details.email_address, steps.find((s) => s.state === 'PERSONAL_DETAILS')!.answers.email_address]).toEqual([loginOf(client, locale), 'alice.agent@example.ca']);
    }
    for (const { quote } of quotes) {
      expect(quote.full_premium_amount).toBeGreaterThan(0);
      const plans = quote.product.flatMap((p) => p.coverage.map((c) => c.plan_name));
      expect(plans).toEqual(expect.arrayContaining(chosenPlans(client)));
    }
  });
});

/**
 * The server walks the journey as the browser does: a step the application type skips
 * (not_allowed_types / skip_for_types) is not the next step. The agent program skips coverage-eo
 * for renewals, so a renewal's step before it comes right before the quote page and its save with
 * generate_quote is rated; a new application's is not, its next step being coverage-eo.
 */
describe('the step after a save follows the application type’s skip rules', () => {
  const untilCoverageEo = (type: ApplicationType) => {
    const steps = journeyFixtureSteps('CANAGENT', type);
    const eo = journeyFixtureSteps('CANAGENT', 'NEW').findIndex((s) => s.route === 'coverage-eo');
    expect(eo).toBeGreaterThan(0);
    return steps.slice(0, eo);
  };

  it('a renewal skips coverage-eo: the steps before it, the last with generate_quote, are quoted', async () => {
    const steps = untilCoverageEo('RENEWAL');
    expect(journeyFixtureSteps('CANAGENT', 'RENEWAL').map((s) => s.route)).not.toContain('coverage-eo');
    const last = await walk('agent-renewal@test', steps, { renewal: 'true' });
    expect([last.body.type, last.body.status]).toEqual(['RENEWAL', 'QUOTED']);
    expect((last.body.quotes as unknown[]).length).toBeGreaterThan(0);
  });

  it('a new application goes on to coverage-eo: the same saves are not quoted', async () => {
    const last = await walk('agent-new@test', untilCoverageEo('NEW'));
    expect([last.body.type, last.body.status, last.body.quotes]).toEqual(['NEW', 'IN_PROGRESS', []]);
  });
});

/**
 * Combined wings asks on its first page whether hull is insured; the aircraft page's hull value is
 * shown by that answer of another step (`$answers.coverage_type`, README "For analysts", Rules).
 * The server checks a save with the other steps' answers as the browser does, so "liability only"
 * needs no hull value, keeps none, and is not charged hull.
 */
describe('combined wings: the coverage type asked first decides the hull question and its premium', () => {
  const who = 'wings-liability@test';
  const steps = journeyFixtureSteps('CANWINGS');
  const start = steps.find((s) => s.route === 'lets-get-started')!;
  const aircraftPage = steps.find((s) => s.route === 'aircraft-details-and-interested-parties')!;
  const aircraft = (aircraftPage.answers.aircraft as Record<string, unknown>[])[0]!;
  const { hull_value: _hull, ...withoutHull } = aircraft;
  beforeAll(async () => {
    await seedAccounts(t.app.db, [{ login: who, kind: 'applicant', first_name: 'Jeanne', last_name: 'Tremblay', customer_number: 'L100', client: 'CANWINGS', locale: 'en-CA' }], TEST_PASSWORD);
  });

  it('liability only: no hull value asked nor kept, no hull premium; hull and liability asks it again', async () => {
    // the whole journey with "liability only", and a hull value sent anyway (here over the online limit): neither checked nor kept
    const quoted = await walk(who, steps.map((s) =>
      s === start ? { ...s, answers: { ...s.answers, coverage_type: 'liability' } }
        : s === aircraftPage ? { ...s, answers: { ...s.answers, aircraft: [{ ...aircraft, hull_value: 2000000 }] } }
          : s));
    expect(quoted.body.status).toBe('QUOTED');
    const saved = quoted.body.progress_states as { name: string; form_elements: { aircraft?: Record<string, unknown>[] } }[];
    expect(saved.find((s) => s.name === aircraftPage.state)!.form_elements.aircraft).toEqual([withoutHull]);
    const quotes = quoted.body.quotes as QuoteWrapper[];
    expect(quotes.length).toBeGreaterThan(0);
    for (const { quote } of quotes) {
      const vehicles = quote.product[0]!.coverage[0]!.vehicle ?? [];
      expect(vehicles.map((v) => v.coverage.map((c) => c.plan_name))).toEqual([['Liability']]);
    }

    // switching to hull and liability: the aircraft page asks for the hull value again
    const hull = await save(who, 'PATCH', start.state, { ...start.answers, coverage_type: 'hull_liability' }, { revision: String(quoted.body.progress_states_revision) });
    expect(hull.status).toBe(200);
    const missing = await save(who, 'PATCH', aircraftPage.state, { ...aircraftPage.answers, aircraft: [withoutHull] }, { revision: String(hull.body.progress_states_revision) });
    expect(missing.status).toBe(400);
    expect((missing.body.messageList as { field: string }[]).map((e) => e.field)).toEqual(['aircraft.0.hull_value']);
  });
});
