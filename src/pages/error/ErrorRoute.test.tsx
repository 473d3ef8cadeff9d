/**
 * The error pages read the error catalogue (docs/requirements.md §10.5): the failure the API client
 * remembered, looked up by context, status and code, in the page's language; a redirect record
 * leaves through "Redirecting..."; without the catalogue the page keeps its own words.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import shipped from '../../../schemas/config/errors.json';
import { renderApp } from '../../app/testing/render-app';
import { apiRequest, ApiError } from '../../api/client';
import { rememberFailure } from '../../api/last-failure';

const API = '/smb/cnc/api/v2';
type Bilingual = { 'en-CA': string; 'fr-CA': string };

/** The catalogue as the config service answers it in `locale` (or `records`), and the maintenance flag. */
function fakeServer({ records, flag = { flag: 'No', exempt: false } }: { records?: unknown[] | null; flag?: unknown } = {}) {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url.startsWith(`${API}/config?`) && new URL(url, 'http://x').searchParams.get('page') === 'errors') {
      if (records === null) return json(404, { status: 404, code: 10030 });
      const locale = new URL(url, 'http://x').searchParams.get('locale') as keyof Bilingual;
      const content = records ?? shipped.records.map((r) => ({ ...r, title: (r.title as Bilingual)[locale], message: (r.message as Bilingual)[locale] }));
      return json(200, { client: 'CANACCT', page: 'errors', kind: 'component', locale, content_hash: 'h', content: { records: content } });
    }
    if (url.startsWith(`${API}/maintainaceConfig`)) return json(200, flag);
    if (url.startsWith(`${API}/proposals`)) return json(503, { status: 503, error: 'Service Unavailable', code: 10210, message: 'closed' });
    return json(404, { status: 404, message: 'not found' });
  }));
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the error page and the catalogue', () => {
  it('speaks the catalogue’s generalError record of the status, in French on the French site', async () => {
    fakeServer();
    renderApp('/accountants/fr-ca/error/500');
    expect(await heading('Un problème est survenu de notre côté')).toBeInTheDocument();
    // the catalogue's words, which differ from the page's own ("sécurité; veuillez")
    expect(await screen.findByText("Nous n'avons pas pu traiter votre demande. Vos réponses enregistrées sont en sécurité. Veuillez réessayer dans quelques minutes.")).toBeInTheDocument();
  });

  it('a save refused for maintenance (503, code 10210) goes on to the maintenance page', async () => {
    fakeServer({ flag: { flag: 'Yes', exempt: false, message: 'Back at 6 a.m.', ends_at: '2030-01-01T11:00:00.000Z' } });
    // the API client remembers the failure for the error page
    const failure = await apiRequest(`${API}/proposals`, { client: 'CANACCT', locale: 'en-CA', programType: 'ACCOUNTANT' }, { method: 'PATCH', body: {} }).catch((e: ApiError) => e);
    expect(failure).toMatchObject({ status: 503, code: 10210 });
    const router = renderApp('/accountants/en-ca/error/503');
    // the catalogue's redirect record or the page's own maintenance check, whichever acts first
    expect(await heading('Scheduled maintenance')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/maintenance');
    expect(screen.getByText('Back at 6 a.m.')).toBeInTheDocument();
  });

  it('a redirect record leaves through "Redirecting...", even when the maintenance check has not caught up', async () => {
    fakeServer();
    await apiRequest(`${API}/proposals`, { client: 'CANACCT', locale: 'en-CA', programType: 'ACCOUNTANT' }, { method: 'PATCH', body: {} }).catch((e: ApiError) => e);
    const router = renderApp('/accountants/en-ca/error/503');
    expect(await heading('Redirecting...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountants/en-ca/maintenance'), { timeout: 15_000 });
  });

  it('typed in the address bar, the same page shows the general 503 and stays', async () => {
    fakeServer();
    const router = renderApp('/accountants/en-ca/error/503');
    expect(await heading('The service is temporarily unavailable')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/error/503');
  });

  it('the auth error page: the catalogue’s sign-in record, the way back to sign-in, in both languages', async () => {
    fakeServer();
    renderApp('/lawyers/en-ca/auth/error/500');
    expect(await heading('Sign-in is not available right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/lawyers/en-ca/login');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/lawyers/en-ca');
  });

  it('a failed registration call leads to the auth error page, whose record it is', async () => {
    fakeServer();
    rememberFailure({ page: 'registration', status: 500, code: 0 });
    const router = renderApp('/lawyers/fr-ca/error/500');
    expect(await heading('L’inscription n’est pas disponible pour le moment')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lawyers/fr-ca/auth/error/500');
  });

  it('a catalogue without a record for it: "Unknown Error" in the page’s language', async () => {
    fakeServer({ records: [] });
    renderApp('/accountants/fr-ca/error/500');
    expect(await heading('Erreur inconnue')).toBeInTheDocument();
  });

  it('a catalogue that cannot be read: the page’s own words', async () => {
    fakeServer({ records: null });
    renderApp('/accountants/en-ca/error/404');
    expect(await heading('Page not found')).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).includes('page=errors'))).toBe(true));
  });
});

describe('maintenance in the browser (docs/requirements.md §11.7)', () => {
  it('a window on: any page leads to the maintenance page with its message and end', async () => {
    fakeServer({ flag: { flag: 'Yes', exempt: false, message: 'Nous serons de retour à 6 h.', ends_at: '2030-01-01T11:00:00.000Z' } });
    const router = renderApp('/accountants/fr-ca/login');
    expect(await heading('Entretien planifié')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/fr-ca/maintenance');
    expect(screen.getByText('Nous serons de retour à 6 h.')).toBeInTheDocument();
    expect(screen.getByText(/Fin prévue de l’entretien : 1 janvier 2030/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connexion du personnel' })).toHaveAttribute('href', '/accountants/en-ca/internal-login');
  });

  it('staff are exempt; no window: the page stays; the maintenance page then says the portal is open', async () => {
    fakeServer({ flag: { flag: 'Yes', exempt: true, message: 'x', ends_at: '2030-01-01T11:00:00.000Z' } });
    const router = renderApp('/accountants/en-ca/login');
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).includes('maintainaceConfig'))).toBe(true));
    expect(router.state.location.pathname).toBe('/accountants/en-ca/login');
    vi.unstubAllGlobals();
    fakeServer();
    renderApp('/accountants/en-ca/maintenance');
    expect(await heading('The portal is open')).toBeInTheDocument();
  });
});
