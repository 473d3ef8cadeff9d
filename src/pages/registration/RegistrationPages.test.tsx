/**
 * The registration pages with a fake server at the HTTP boundary (fetch): the answers the e2e
 * journey does not make happen (the restriction dialog, a wait, the guard at another step).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/testing/render-app';

type Answer = { status: number; body: unknown };

/** A server that answers each path (and method) from `routes`; `calls` records what was sent. */
function server(routes: Record<string, Answer | Answer[]>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = input.split('?')[0]!;
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const entry = routes[`${method} ${path}`];
      const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]!) : entry;
      if (!answer) return new Response(JSON.stringify({ user: null }), { status: 200 });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const API = '/smb/cnc/api/v2';
const view = (step: string) => ({
  step, first_name: 'Nora', last_name: 'New', email: 'nora@demo.test', postal_code: 'K1A 0B1', client: 'CANACCT', quick_quote: false, address: null,
});

afterEach(() => vi.unstubAllGlobals());

it('the postal code is upper-cased as typed, and the start sends the program and goes to the page the server names', async () => {
  const calls = server({
    [`GET ${API}/registration`]: { status: 200, body: { registration: null } },
    [`POST ${API}/registration`]: { status: 200, body: { next: 'otp-verify', valid_minutes: 10, registration: view('otp-verify') } },
  });
  const router = renderApp('/accountants/en-ca/registration');
  await userEvent.type(await screen.findByLabelText('First name', {}, { timeout: 15_000 }), 'Nora');
  await userEvent.type(screen.getByLabelText('Last name'), 'New');
  await userEvent.type(screen.getByLabelText('Email address'), 'nora@demo.test');
  await userEvent.type(screen.getByLabelText('Business postal code'), 'k1a 0b1');
  expect(screen.getByLabelText('Business postal code')).toHaveValue('K1A 0B1');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/accountants/en-ca/otp-verify'));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ first_name: 'Nora', last_name: 'New', email: 'nora@demo.test', postal_code: 'K1A 0B1', client: 'CANACCT' });
});

it('missing details are named before anything is sent', async () => {
  const calls = server({ [`GET ${API}/registration`]: { status: 200, body: { registration: null } } });
  renderApp('/en-ca/registration');
  await userEvent.type(await screen.findByLabelText('First name', {}, { timeout: 15_000 }), 'Nora');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Enter your first name, last name, email address and business postal code.');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

it('a full name longer than the maximum opens the name-error dialog with the server’s sentence; closing it keeps what was typed', async () => {
  server({
    [`GET ${API}/registration`]: { status: 200, body: { registration: null } },
    [`POST ${API}/registration`]: { status: 400, body: { status: 400, error: 'Bad Request', message: 'The full name is too long: at most 100 characters.', code: 10098 } },
  });
  renderApp('/accountants/en-ca/registration');
  await userEvent.type(await screen.findByLabelText('First name', {}, { timeout: 15_000 }), 'N'.repeat(60));
  await userEvent.type(screen.getByLabelText('Last name'), 'L'.repeat(60));
  await userEvent.type(screen.getByLabelText('Email address'), 'nora@demo.test');
  await userEvent.type(screen.getByLabelText('Business postal code'), 'K1A0B1');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Name too long' });
  expect(dialog).toHaveTextContent('The full name is too long: at most 100 characters.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(screen.getByLabelText('First name')).toHaveValue('N'.repeat(60));
});

it('in French, registration not allowed opens the restriction dialog offering a quick quote or sign in', async () => {
  server({
    [`GET ${API}/registration`]: { status: 200, body: { registration: null } },
    [`POST ${API}/registration`]: { status: 410, body: { status: 410, error: 'Gone', message: '…', code: 10095, reason: 'REGISTRATION_NOT_ALLOWED' } },
  });
  const router = renderApp('/accountants/fr-ca/registration');
  await userEvent.type(await screen.findByLabelText('Prénom', {}, { timeout: 15_000 }), 'Nora');
  // the French registration URL shows no register link (docs/requirements.md §7.10), only the way to sign in
  expect(screen.queryByRole('link', { name: /inscrivez-vous/i })).toBeNull();
  expect(screen.getByRole('link', { name: /connectez-vous|connexion/i })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Nom'), 'New');
  await userEvent.type(screen.getByLabelText('Adresse courriel'), 'csr@demo.test');
  await userEvent.type(screen.getByLabelText('Code postal de l’entreprise'), 'K1A0B1');
  await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Inscription non permise' });
  expect(dialog).toHaveTextContent('Cette adresse courriel ne peut pas être inscrite à ce programme.');
  expect(screen.getByRole('button', { name: 'Obtenir une soumission rapide' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'J’ai déjà un compte' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/accountants/fr-ca/login'));
});

it('the guard: without a registration the flow pages go to registration; at another step, to that step', async () => {
  server({ [`GET ${API}/registration`]: { status: 200, body: { registration: null } } });
  const router = renderApp('/en-ca/create-password');
  await waitFor(() => expect(router.state.location.pathname).toBe('/en-ca/registration'), { timeout: 15_000 });
  vi.unstubAllGlobals();
  server({ [`GET ${API}/registration`]: { status: 200, body: { registration: view('otp-verify') } } });
  const again = renderApp('/en-ca/create-profile');
  await waitFor(() => expect(again.state.location.pathname).toBe('/en-ca/otp-verify'), { timeout: 15_000 });
});

it('otp-verify: a resend too soon shows the server’s wait; a spent code says to ask for a new one; the right code moves on', async () => {
  server({
    [`GET ${API}/registration`]: { status: 200, body: { registration: view('otp-verify') } },
    [`POST ${API}/otp-resend`]: { status: 429, body: { status: 429, error: 'Too Many Requests', message: 'A code was sent a moment ago. Please wait 25 seconds before asking for another.', code: 10094 } },
    [`POST ${API}/otp-verify`]: [
      { status: 400, body: { status: 400, error: 'Bad Request', message: '…', code: 10093 } },
      { status: 200, body: { next: 'user-exist', registration: null } },
    ],
  });
  const router = renderApp('/en-ca/otp-verify');
  expect(await screen.findByText('We have sent a security code to nora@demo.test. Enter it below.', {}, { timeout: 15_000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 25 seconds');
  await userEvent.type(screen.getByLabelText('Security code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alertdialog', { name: 'Invalid code' })).toHaveTextContent('This code no longer works');
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/en-ca/user-exist'));
  expect(await screen.findByRole('heading', { name: 'You already have an account' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Log in' })).toHaveAttribute('href', '/en-ca/login');
});

it('create-password waits for an acceptable, confirmed password, then shows the account-created page', async () => {
  const calls = server({
    [`GET ${API}/registration`]: { status: 200, body: { registration: view('create-password') } },
    [`POST ${API}/create-password`]: { status: 200, body: { next: 'reset-success', registration: null } },
  });
  const router = renderApp('/en-ca/create-password');
  await userEvent.type(await screen.findByLabelText('Password', {}, { timeout: 15_000 }), 'weak');
  await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your password must meet every rule');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  await userEvent.clear(screen.getByLabelText('Password'));
  await userEvent.type(screen.getByLabelText('Password'), 'Welcome!2026x');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Welcome!2026x');
  await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
  expect(await screen.findByRole('heading', { name: 'Account created' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/en-ca/auth/reset-password-success');
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ password: 'Welcome!2026x' });
});
