/**
 * A demo accountant's application (the demo accountant's unless `login` names another CANACCT
 * applicant), referred to a CSR over the API as the browser would save it:
 * every step answered (gross billings above 5,000,000, the HIGH_REVENUE referral rule), quoted, and a
 * quote accepted, which the rule holds back: PENDING_CSR_REVIEW. Returns the proposal id.
 */
import { expect } from 'vitest';
import { journeyFixtureSteps } from '../../../server/testing/journey-fixtures';
import { DEMO_PASSWORD } from './people';

export async function referredApplication(origin: string, login = 'accountant@demo.test'): Promise<string> {
  const api = `${origin}/smb/cnc/api/v2`;
  const signedIn = await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: DEMO_PASSWORD }) });
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const headers = (extra: Record<string, string> = {}) => ({ 'content-type': 'application/json', cookie, client: 'CANACCT', program_type: 'accountant', ...extra });
  const steps = journeyFixtureSteps('CANACCT').filter((s) => !s.route.startsWith('quote'));
  const states = steps.map((s) => ({
    name: s.state,
    completed: true,
    form_elements: {
      ...s.answers,
      // the HIGH_REVENUE referral rule; that revenue also asks for a deductible
      ...('total_revenue' in s.answers ? { total_revenue: 6_000_000 } : {}),
      ...('professional_liability_limit' in s.answers ? { professional_liability_deductible: '5000' } : {}),
    },
  }));
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
