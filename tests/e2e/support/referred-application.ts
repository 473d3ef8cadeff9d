/**
 * An application referred to a CSR over the API as the browser would save it: every step of the
 * program's fixtures answered (with `adjust` making a referral rule hold), quoted, and a quote accepted,
 * which the rule holds back: PENDING_CSR_REVIEW. Returns the proposal id.
 */
import { expect } from 'vitest';
import { journeyFixtureSteps } from '../../../server/testing/journey-fixtures';
import { DEMO_PASSWORD } from './people';

type Answers = Record<string, unknown>;

interface Referral {
  login: string;
  client: string;
  programType: string;
  /** a step's answers as saved: the referral rule's answer in it */
  adjust: (answers: Answers) => Answers;
}

export async function referApplication(origin: string, { login, client, programType, adjust }: Referral): Promise<string> {
  const api = `${origin}/smb/cnc/api/v2`;
  const signedIn = await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: DEMO_PASSWORD }) });
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const headers = (extra: Record<string, string> = {}) => ({ 'content-type': 'application/json', cookie, client, program_type: programType, ...extra });
  const steps = journeyFixtureSteps(client).filter((s) => !s.route.startsWith('quote'));
  const states = steps.map((s) => ({ name: s.state, completed: true, form_elements: adjust(s.answers) }));
  const call = async (method: string, path: string, body: unknown, extra: Record<string, string> = {}) => {
    const res = await fetch(`${api}${path}`, { method, headers: headers(extra), body: JSON.stringify(body) });
    const json = (await res.json()) as { id: string; status: string; progress_states_revision: number; quotes: { id: string }[] };
    expect(res.ok, JSON.stringify(json)).toBe(true);
    return json;
  };
  const created = await call('POST', '/proposals', { current_progress_state: states[0]!.name, progress_states: states.slice(0, 1) });
  const quoted = await call('PATCH', '/proposals', { current_progress_state: states.at(-1)!.name, progress_states: states.slice(1) }, { revision: String(created.progress_states_revision), generate_quote: 'true' });
  const referred = await call('PATCH', '/quote', { quote: { id: quoted.quotes[0]!.id } }, { revision: String(quoted.progress_states_revision) });
  expect(referred.status).toBe('PENDING_CSR_REVIEW');
  return referred.id;
}

/**
 * A demo accountant's application (the demo accountant's unless `login` names another CANACCT
 * applicant), referred by gross billings above 5,000,000 (the HIGH_REVENUE referral rule).
 */
export function referredApplication(origin: string, login = 'accountant@demo.test'): Promise<string> {
  return referApplication(origin, {
    login,
    client: 'CANACCT',
    programType: 'accountant',
    adjust: (answers) => ({
      ...answers,
      // the HIGH_REVENUE referral rule; that revenue also asks for a deductible
      ...('total_revenue' in answers ? { total_revenue: 6_000_000 } : {}),
      ...('professional_liability_limit' in answers ? { professional_liability_deductible: '5000' } : {}),
    }),
  });
}
