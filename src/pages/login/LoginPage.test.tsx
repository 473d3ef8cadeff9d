/** The sign-in page with a fake server at the HTTP boundary (fetch): the real routes and API client. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { SessionProvider } from '../../session/SessionContext';

function serverAnswering(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

async function signInAt(path: string, email: string, password: string, labels: { email: string; password: string; submit: string }) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <SessionProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </SessionProvider>,
  );
  await userEvent.type(await screen.findByLabelText(labels.email, {}, { timeout: 15_000 }), email);
  await userEvent.type(screen.getByLabelText(labels.password), password);
  await userEvent.click(screen.getByRole('button', { name: labels.submit }));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

it('a throttled sign-in says how long to wait', async () => {
  serverAnswering(429, { status: 429, error: 'Too Many Requests', message: 'Too many sign-in attempts.', code: 10014, retry_after_seconds: 130 });
  await signInAt('/accountants/en-ca/login', 'accountant@demo.test', 'guess', { email: 'Email address', password: 'Password', submit: 'Sign in' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Wait 3 minutes, then try again.');
});

it('in French, with a wait of seconds', async () => {
  serverAnswering(429, { status: 429, error: 'Too Many Requests', message: 'Trop de tentatives de connexion.', code: 10014, retry_after_seconds: 4 });
  await signInAt('/accountants/fr-ca/login', 'accountant@demo.test', 'essai', { email: 'Adresse courriel', password: 'Mot de passe', submit: 'Se connecter' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives de connexion. Attendez 4 secondes, puis réessayez.');
});
