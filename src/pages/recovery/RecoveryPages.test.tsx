/**
 * The recovery pages with a fake server at the HTTP boundary (fetch): the answers the e2e journey
 * cannot make happen (mail down, a wait), and the checks made before anything is sent.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/testing/render-app';

function serverAnswering(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const open = (path: string) => renderApp(path);
/** the calls that would have changed the password (the page also asks who is signed in) */
const resetCalls = (fetchMock: ReturnType<typeof serverAnswering>) => fetchMock.mock.calls.filter((call: unknown[]) => String(call[0]).endsWith('/reset-password'));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

it('mail down: the forgot page says password reset is unavailable and stays', async () => {
  serverAnswering(424, { status: 424, error: 'Failed Dependency', message: '…', code: 10082 });
  const router = open('/en-ca/auth/forgot-password');
  await userEvent.type(await screen.findByLabelText('Email address', {}, { timeout: 15_000 }), 'agent@demo.test');
  await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Password reset unavailable');
  expect(alert).toHaveTextContent('We cannot send email at the moment, so your password cannot be reset now. Please try again later.');
  expect(router.state.location.pathname).toBe('/en-ca/auth/forgot-password');
});

it('in French, a wait after too many requests', async () => {
  serverAnswering(429, { status: 429, error: 'Too Many Requests', message: '…', code: 10014, retry_after_seconds: 8 });
  open('/accountants/fr-ca/auth/forgot-password');
  await userEvent.type(await screen.findByLabelText('Adresse courriel', {}, { timeout: 15_000 }), 'accountant@demo.test');
  await userEvent.click(screen.getByRole('button', { name: 'Envoyer le code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives. Attendez 8 secondes, puis réessayez.');
});

it('two different passwords are caught before anything is sent', async () => {
  const fetchMock = serverAnswering(200, { reset: true });
  open('/en-ca/auth/reset-password');
  await userEvent.type(await screen.findByLabelText('Email address', {}, { timeout: 15_000 }), 'agent@demo.test');
  await userEvent.type(screen.getByLabelText('Recovery code'), '12345678');
  await userEvent.type(screen.getByLabelText('Password'), 'Good!Pass99');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Good!Pass98');
  await userEvent.click(screen.getByRole('button', { name: 'Change my password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The two passwords are not the same.');
  expect(resetCalls(fetchMock)).toEqual([]);
});

it('a refused code, then the success page', async () => {
  serverAnswering(400, { status: 400, error: 'Bad Request', message: '…', code: 10080 });
  const router = open('/en-ca/reset-password');
  await userEvent.type(await screen.findByLabelText('Email address', {}, { timeout: 15_000 }), 'agent@demo.test');
  await userEvent.type(screen.getByLabelText('Recovery code'), '12345678');
  await userEvent.type(screen.getByLabelText('Password'), 'Good!Pass99');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Good!Pass99');
  await userEvent.click(screen.getByRole('button', { name: 'Change my password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This code does not work');
  serverAnswering(200, { reset: true });
  await userEvent.click(screen.getByRole('button', { name: 'Change my password' }));
  expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/en-ca/auth/reset-password-success');
  expect(screen.getByRole('link', { name: 'Go to Log in' })).toHaveAttribute('href', '/en-ca/login');
});

it('the live checklist: a weak password is refused in the page, never sent, and the change is announced', async () => {
  const fetchMock = serverAnswering(200, { reset: true });
  open('/en-ca/auth/reset-password');
  await userEvent.type(await screen.findByLabelText('Email address', {}, { timeout: 15_000 }), 'agent@demo.test');
  await userEvent.type(screen.getByLabelText('Recovery code'), '12345678');
  const checklist = within(screen.getByRole('list', { name: 'Your password needs' }));
  expect(checklist.getByText('An upper-case letter', { exact: false }).closest('li')).toHaveTextContent('An upper-case letter: not met');
  await userEvent.type(screen.getByLabelText('Password'), 'weakpassword');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'weakpassword');
  // the checklist describes the field and a polite status line says what changed
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('At least 8 characters: met'));
  expect(await screen.findByText(/Rules? met: .*At least 8 characters/)).toHaveAttribute('aria-live', 'polite');
  const submit = screen.getByRole('button', { name: 'Change my password' });
  expect(submit).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent('Your new password does not meet every rule yet');
  expect(resetCalls(fetchMock)).toEqual([]);

  // a confirmation that cannot become the password is invalid on the key that makes it so
  await userEvent.clear(screen.getByLabelText('Password'));
  await userEvent.type(screen.getByLabelText('Password'), 'Tulip#Harbour47');
  expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.clear(screen.getByLabelText('Confirm password'));
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Tulip#Harbour47');
  expect(screen.getByLabelText('Confirm password')).not.toHaveAttribute('aria-invalid');
  expect(submit).not.toHaveAttribute('aria-disabled');
  await userEvent.click(submit);
  expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
});

it('in French, the checklist and the server’s refusal naming the rules', async () => {
  serverAnswering(400, {
    status: 400, error: 'Bad Request', code: 10015, rules: ['common'],
    message: 'Ce mot de passe ne respecte pas cette règle : pas un mot de passe courant ou déjà divulgué.',
  });
  open('/accountants/fr-ca/auth/reset-password');
  await userEvent.type(await screen.findByLabelText('Adresse courriel', {}, { timeout: 15_000 }), 'accountant@demo.test');
  await userEvent.type(screen.getByLabelText('Code de récupération'), '12345678');
  expect(screen.getByRole('list', { name: 'Votre mot de passe doit avoir' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'Tulip#Harbour47');
  await userEvent.type(screen.getByLabelText('Confirmer le mot de passe'), 'Tulip#Harbour47');
  await userEvent.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ce mot de passe ne respecte pas cette règle : pas un mot de passe courant ou déjà divulgué.');
});
