/**
 * The browser downloads only the language it shows: the first render happens with the URL's
 * locale, and a language switch loads the other locale before the page shows it.
 * Each test starts from a fresh module graph, so the catalog is as empty as in a new tab
 * (tests/setup-messages.ts installs every locale in the graph other tests share).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { APPLICANT } from '../../adapters/identity/testing/principals';
import { idleConfigReply } from '../app/testing/idle-config';

beforeEach(() => {
  vi.resetModules();
  // the placeholder page asks the server only for the idle settings
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes('page=user_idle')
        ? idleConfigReply()
        : new Response(JSON.stringify({ user: null }), { status: 200 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const applicant = { login: 'x@demo.test', principal: APPLICANT, firstName: 'X', lastName: 'Y', applicationType: 'NEW' as const };

async function freshApp() {
  const catalog = await import('../../adapters/i18n/catalog');
  const { loadMessages } = await import('./load-messages');
  const { pageLocale } = await import('../../adapters/base/base-url');
  const { renderApp } = await import('../app/testing/render-app');
  return { catalog, loadMessages, pageLocale, renderApp };
}

it('loads only the locale of the URL, and the first render speaks it', async () => {
  const { catalog, loadMessages, pageLocale, renderApp } = await freshApp();
  const path = '/accountants/fr-ca/policy-summary';
  expect(catalog.hasMessages('fr-CA')).toBe(false);

  await loadMessages(pageLocale(path)); // what main.tsx does before rendering
  expect(catalog.hasMessages('fr-CA')).toBe(true);
  expect(catalog.hasMessages('en-CA')).toBe(false);
  expect(catalog.messagesOf('fr-CA')).not.toHaveProperty('server.http.status.400'); // server messages stay on the server

  renderApp(path, applicant);
  expect(await screen.findByRole('link', { name: 'View this page in English' })).toHaveTextContent('English');
  expect(catalog.hasMessages('en-CA')).toBe(false);
});

it('switching language loads the other locale, and the page shows it once loaded', async () => {
  const { catalog, loadMessages, renderApp } = await freshApp();
  await loadMessages('en-CA');
  renderApp('/accountants/en-ca/policy-summary', applicant);
  const toFrench = await screen.findByRole('link', { name: 'Afficher cette page en français' });
  expect(catalog.hasMessages('fr-CA')).toBe(false);

  await act(async () => {
    fireEvent.click(toFrench);
    await loadMessages('fr-CA'); // the download the switch started: React renders the page once it is in
  });
  expect(await screen.findByRole('link', { name: 'View this page in English' })).toBeInTheDocument();
  expect(catalog.hasMessages('fr-CA')).toBe(true);
  expect(document.documentElement.lang).toBe('fr-CA');
});

it('pointing at the switch starts downloading the other language', async () => {
  const { catalog, loadMessages, renderApp } = await freshApp();
  await loadMessages('en-CA');
  renderApp('/accountants/en-ca/policy-summary', applicant);
  const toFrench = await screen.findByRole('link', { name: 'Afficher cette page en français' });

  await userEvent.hover(toFrench);
  await act(() => loadMessages('fr-CA')); // the download hovering started, not a new one
  expect(catalog.hasMessages('fr-CA')).toBe(true);
  expect(screen.getByRole('link', { name: 'Afficher cette page en français' })).toBeInTheDocument();
});
