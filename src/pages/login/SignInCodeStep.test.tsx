/** The sign-in page's code step (docs/requirements.md §7.12) with a fake server at the HTTP boundary. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/testing/render-app';

const USER = {
  id: 'u1', login: 'wings@demo.test', user_type: 'ExternalCustomer', roles: [{ role_code: 'ADMIN_CUSTOMER_USER', client_code: 'CANWINGS', customer_number: 'C100006' }],
  groups: ['ADMIN_CUSTOMER_USER'], first_name: 'Wendy', last_name: 'Wings', email: 'wings@demo.test', employee_number: null, customer_number: 'C100006', client: 'CANWINGS', locale: 'en-CA',
};

/** Login answers in turn; the session says nobody is signed in; anything else is not found (the start page after sign-in leaves for the error page). */
function server(loginAnswers: { status: number; body: unknown }[]) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (input.split('?')[0]!.endsWith('/session')) return new Response(JSON.stringify({ user: null }), { status: 200, headers: { 'content-type': 'application/json' } });
      if (!input.endsWith('/login')) return new Response(JSON.stringify({ status: 404, message: 'not found' }), { status: 404, headers: { 'content-type': 'application/json' } });
      sent.push(JSON.parse(String(init?.body)));
      const a = loginAnswers.length > 1 ? loginAnswers.shift()! : loginAnswers[0]!;
      return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

it('the right password of a program asking for a code: the code step, a wrong code refused in French, then the session', async () => {
  const sent = server([
    { status: 200, body: { user: null, code_required: true, valid_minutes: 10 } },
    { status: 400, body: { status: 400, error: 'Bad Request', message: 'Ce code n’est pas le bon. Vérifiez le code du courriel et réessayez.', code: 10092 } },
    { status: 200, body: { user: USER } },
  ]);
  const router = renderApp('/wings/fr-ca/login');
  await userEvent.type(await screen.findByLabelText('Adresse courriel', {}, { timeout: 15_000 }), 'wings@demo.test');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'Demo!Portal2024');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(await screen.findByRole('heading', { name: 'Entrez votre code de connexion' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Il est valide pendant 10 minutes.');
  await userEvent.type(screen.getByLabelText('Code de connexion'), '111111');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ce code n’est pas le bon.');
  await userEvent.clear(screen.getByLabelText('Code de connexion'));
  await userEvent.type(screen.getByLabelText('Code de connexion'), '222222');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  await waitFor(() => expect(router.state.location.pathname).not.toBe('/wings/fr-ca/login'));
  expect(sent).toEqual([
    { login: 'wings@demo.test', password: 'Demo!Portal2024', remember: false },
    { login: 'wings@demo.test', password: 'Demo!Portal2024', remember: false, code: '111111' },
    { login: 'wings@demo.test', password: 'Demo!Portal2024', remember: false, code: '222222' },
  ]);
});

it('"send a new code" repeats the first step and says a new code was sent', async () => {
  const sent = server([{ status: 200, body: { user: null, code_required: true, valid_minutes: 10 } }]);
  renderApp('/wings/en-ca/login');
  await userEvent.type(await screen.findByLabelText('Email address', {}, { timeout: 15_000 }), 'wings@demo.test');
  await userEvent.type(screen.getByLabelText('Password'), 'Demo!Portal2024');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
  expect(await screen.findByText('We have sent a new sign-in code. Only the newest code works.')).toBeInTheDocument();
  expect(sent).toEqual([{ login: 'wings@demo.test', password: 'Demo!Portal2024', remember: false }, { login: 'wings@demo.test', password: 'Demo!Portal2024', remember: false }]);
});
