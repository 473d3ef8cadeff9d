/**
 * The server walks the journey as the browser does: a step the application type skips
 * (not_allowed_types / skip_for_types) is not the next step. The agent program skips coverage-eo
 * for renewals, so a renewal's personal details come right before the quote page and a save of
 * them with generate_quote is rated; a new application's is not, its next step being coverage-eo.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../demo/seed';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

const P = '/smb/cnc/api/v2/proposals';
const PROGRAMS = fileURLToPath(new URL('../../schemas/programs', import.meta.url));

const iso = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const ELIGIBILITY = { agent_type: '1', agents_company: 'CIFPS', qa_is_life_licensed: 'y', qa_is_accident_sickness_licensed: 'y', qa_is_mf_licensed: 'n', qa_is_securities_licensed: 'n', qa_is_personal_it_preparation_service: 'n', qa_is_cfp_designation: 'n' };
const PERSONAL_DETAILS = {
  first_name: 'Jeanne', last_name: 'Tremblay', email_address: 'jeanne@example.com', home_province: 'ON',
  mailing_address_line1: '1 King Street West', mailing_city: 'Toronto', mailing_province: 'ON', mailing_postal_code: 'M5H 1A1', coverage_begin_date: iso(10),
};

let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ programsDir: PROGRAMS });
  const agent = (login: string, customer_number: string) => ({ login, role: 'applicant' as const, first_name: 'Jeanne', last_name: 'Tremblay', customer_number, client: 'CANAGENT', locale: 'en-CA' as const });
  await seedAccounts(t.app.db, [agent('renewal@test', 'K100'), agent('new@test', 'K101')], TEST_PASSWORD);
  for (const login of ['renewal@test', 'new@test']) cookies[login] = await t.login(login);
});
afterAll(() => t?.close());

async function save(login: string, method: 'POST' | 'PATCH', name: string, answers: Record<string, unknown>, headers: Record<string, string>) {
  const res = await fetch(`${t.url}${P}`, {
    method,
    headers: { cookie: cookies[login]!, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ current_progress_state: name, progress_states: [{ name, completed: true, form_elements: answers }] }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Eligibility, then personal details with generate_quote, as the browser sends them. */
async function toPersonalDetails(login: string, typeHeaders: Record<string, string>) {
  const created = await save(login, 'POST', 'ELIGIBILITY', ELIGIBILITY, typeHeaders);
  expect(created.status).toBe(201);
  const saved = await save(login, 'PATCH', 'PERSONAL_DETAILS', PERSONAL_DETAILS, { revision: String(created.body.progress_states_revision), generate_quote: 'true' });
  expect({ status: saved.status, messageList: saved.body.messageList }).toEqual({ status: 200, messageList: undefined });
  return saved.body;
}

describe('the step after a save follows the application type’s skip rules', () => {
  it('a renewal skips coverage-eo: saving personal details with generate_quote quotes it', async () => {
    const proposal = await toPersonalDetails('renewal@test', { renewal: 'true' });
    expect(proposal.type).toBe('RENEWAL');
    expect(proposal.status).toBe('QUOTED');
    expect((proposal.quotes as unknown[]).length).toBeGreaterThan(0);
  });

  it('a new application goes on to coverage-eo: the same save is not quoted', async () => {
    const proposal = await toPersonalDetails('new@test', {});
    expect(proposal.type).toBe('NEW');
    expect([proposal.status, proposal.quotes]).toEqual(['IN_PROGRESS', []]);
  });
});
