/**
 * The demo accountant's application with its policy issued, over the API as the browser would save
 * it: every step answered (the fixture's answers, no referral), quoted, and the policy issued from the
 * first quote (accountants issue straight from the final quote): POLICY_ISSUED_PENDING_PAYMENT.
 */
import { expect } from 'vitest';
import { journeyFixtureSteps } from '../../../server/testing/journey-fixtures';
import { DEMO_PASSWORD } from './people';

export async function issuedApplication(origin: string): Promise<{ id: string; policy: { id: string; number: string } }> {
  const api = `${origin}/smb/cnc/api/v2`;
  const login = await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'accountant@demo.test', password: DEMO_PASSWORD }) });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const call = async <T>(method: string, path: string, body: unknown, extra: Record<string, string> = {}): Promise<T> => {
    const res = await fetch(`${api}${path}`, { method, headers: { 'content-type': 'application/json', cookie, client: 'CANACCT', program_type: 'accountant', ...extra }, body: JSON.stringify(body) });
    const json = (await res.json()) as T;
    expect(res.ok, JSON.stringify(json)).toBe(true);
    return json;
  };
  type Proposal = { id: string; status: string; progress_states_revision: number; quotes: { id: string }[] };
  const states = journeyFixtureSteps('CANACCT')
    .filter((s) => !s.route.startsWith('quote'))
    .map((s) => ({ name: s.state, completed: true, form_elements: s.answers }));
  const created = await call<Proposal>('POST', '/proposals', { current_progress_state: states[0]!.name, progress_states: states.slice(0, 1) });
  const quoted = await call<Proposal>('PATCH', '/proposals', { current_progress_state: states.at(-1)!.name, progress_states: states.slice(1) }, { revision: String(created.progress_states_revision), generate_quote: 'true' });
  expect(quoted.status).toBe('QUOTED');
  const policy = await call<{ id: string; number: string }>('POST', '/policies', { quote: { id: quoted.quotes[0]!.id } });
  return { id: quoted.id, policy };
}
