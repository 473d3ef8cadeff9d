/** Signing out from the header, with a fake server at fetch whose session cookie ends at logout. */
import { APPLICANT } from '../../adapters/identity/testing/principals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderApp } from '../app/testing/render-app';

const SESSION = '/smb/cnc/api/v2/session';
const user = { id: 'u1', login: 'agent@demo.test', principal: APPLICANT, first_name: 'Alex', last_name: 'Agent', email: 'agent@demo.test', customer_number: 'C100001', client: 'CANAGENT', locale: 'en-CA' };

/** GET session names the user until POST logout; then nobody. */
function fakeServer() {
  const calls: string[] = [];
  let signedIn = true;
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.split('?')[0]!;
    calls.push(`${init.method ?? 'GET'} ${path}`);
    if (path.endsWith('/logout')) signedIn = false;
    const body = path === SESSION ? { user: signedIn ? user : null, idle: { idle_minutes: 30 } } : path.endsWith('/logout') ? { user: null } : { status: 404, message: 'not found' };
    return new Response(JSON.stringify(body), { status: 'status' in body ? 404 : 200, headers: { 'content-type': 'application/json' } });
  }));
  return calls;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

it('the sign-in page shows signed out, and no answer cached for the signed-in person outlives the sign-out', async () => {
  const calls = fakeServer();
  // no copy of the session in this tab: the page asks the server, whose answer is cached
  // a signed-in page that needs nothing but the session: the dashboard refuses an agent (it is the
  // aviation customers'), under the signed-in header
  const router = renderApp('/en-ca/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }, { timeout: 15_000 })).toBeInTheDocument();
  const header = screen.getByRole('banner');
  await userEvent.click(within(header).getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/en-ca/login');
  expect(router.state.location.search).toBe('');
  expect(within(header).queryByRole('button', { name: 'Sign out' })).toBeNull();
  expect(sessionStorage.getItem('portal.session')).toBeNull();
  // a page for people not signed in asks the server again rather than trusting the answer from before
  const asked = calls.filter((c) => c === `GET ${SESSION}`).length;
  await router.navigate('/en-ca/auth/forgot-password');
  expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }, { timeout: 15_000 })).toBeInTheDocument();
  await waitFor(() => expect(calls.filter((c) => c === `GET ${SESSION}`).length).toBeGreaterThan(asked));
  expect(router.state.location.pathname).toBe('/en-ca/auth/forgot-password');
});
