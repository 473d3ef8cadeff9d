/**
 * The idle countdown on a signed-in page, with the server's test timings (IDLE_TEST_SECONDS) in
 * the session and a fake server at fetch: real timers, a few seconds long.
 */
import { APPLICANT } from '../../adapters/identity/testing/principals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderApp } from '../app/testing/render-app';
import type { Session } from './session';

interface Call { method: string; url: string }

function fakeServer() {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', url });
    const path = url.split('?')[0];
    const body = path === '/smb/cnc/api/v2/session' ? { user: null } : path?.endsWith('/keep-alive') || path?.endsWith('/logout') ? { user: null } : { status: 404, message: 'not found' };
    return new Response(JSON.stringify(body), { status: body.user === null ? 200 : 404, headers: { 'content-type': 'application/json' } });
  }));
  return calls;
}

const session = (warnAfterSeconds: number, countdownSeconds: number): Session => ({
  login: 'agent@demo.test', principal: APPLICANT, firstName: 'Alex', lastName: 'Agent', customerNumber: 'C100001', client: 'CANAGENT', applicationType: 'NEW',
  idle: { idleMinutes: 30, warnAfterSeconds, countdownSeconds },
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

it('after the quiet spell a countdown asks; "Stay signed in" restarts the server’s idle clock', async () => {
  const calls = fakeServer();
  const router = renderApp('/en-ca/dashboard', session(1, 40));
  const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' }, { timeout: 15_000 });
  expect(dialog).toHaveAccessibleDescription('For your security, you will be signed out when the countdown ends.');
  expect(within(dialog).getByText(/^00:(40|39)$/)).toBeInTheDocument();
  // the polite status line speaks the start of the countdown, not each second
  const status = within(dialog).getByRole('status');
  expect(status).toHaveAttribute('aria-live', 'polite');
  await waitFor(() => expect(status).toHaveTextContent(/^You will be signed out in (40|39) seconds\.$/));
  await waitFor(() => expect(within(dialog).getByText(/^00:3\d$/)).toBeInTheDocument(), { timeout: 3000 });
  expect(status).toHaveTextContent(/^You will be signed out in (40|39) seconds\.$/);
  // moving the mouse does not answer the question
  await act(async () => {
    window.dispatchEvent(new Event('pointermove'));
  });
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();

  expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/smb/cnc/api/v2/session/keep-alive']));
  expect(router.state.location.pathname).toBe('/en-ca/dashboard');
});

it('at zero the person is signed out and lands on the sign-in page with the automatic sign-out banner, in French', async () => {
  const calls = fakeServer();
  const router = renderApp('/accountants/fr-ca/dashboard', session(1, 2));
  const dialog = await screen.findByRole('alertdialog', { name: 'Êtes-vous toujours là?' }, { timeout: 15_000 });
  expect(within(dialog).getByRole('button', { name: 'Rester connecté' })).toBeInTheDocument();
  expect(await screen.findByText('Vous avez été déconnecté après une période d’inactivité. Connectez-vous de nouveau pour continuer.', {}, { timeout: 6000 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/accountants/fr-ca/login');
  expect(router.state.location.search).toBe('?autoLogout=true');
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/smb/cnc/api/v2/logout']);
  expect(sessionStorage.getItem('portal.session')).toBeNull();
});

it('"Sign out" signs out at once, without the banner', async () => {
  const calls = fakeServer();
  const router = renderApp('/en-ca/dashboard', session(1, 30));
  const dialog = await screen.findByRole('alertdialog', {}, { timeout: 15_000 });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/en-ca/login'));
  expect(router.state.location.search).toBe('');
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/smb/cnc/api/v2/logout']);
});

it('activity in another tab keeps this one quiet', async () => {
  fakeServer();
  renderApp('/en-ca/dashboard', session(2, 30));
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  const other = setInterval(() => localStorage.setItem('portal.lastActivity', String(Date.now())), 300);
  try {
    await new Promise((r) => setTimeout(r, 3500));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  } finally {
    clearInterval(other);
  }
  expect(await screen.findByRole('alertdialog', {}, { timeout: 5000 })).toBeInTheDocument();
});
