/**
 * The staff sign-in pages and the internal guard (docs/requirements.md §7.4, §7.7), rendered through
 * the app's routes; the server's part is tested in server/staff-sign-in and end to end.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/testing/render-app';
import { fullPageLoad } from '../../shell/full-page-load';
import type { Session } from '../../session/session';

vi.mock('../../shell/full-page-load', () => ({ fullPageLoad: vi.fn() }));

const session = (principal: Session['principal']): Session => ({ login: 'x@test', principal, firstName: 'X', lastName: 'Y', applicationType: 'NEW' });
const CSR = session({ user_type: 'Internal', roles: [{ role_code: 'CANACCT_OPERATIONS', client_code: '', customer_number: null }], groups: ['PORTAL_STAFF'] });
const APPLICANT = session({ user_type: 'ExternalCustomer', roles: [{ role_code: 'ADMIN_CUSTOMER_USER', client_code: 'CANACCT', customer_number: 'C1' }], groups: [] });
const STAFF_NO_ROLE = session({ user_type: 'Internal', roles: [], groups: ['PORTAL_STAFF'] });

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(fullPageLoad).mockClear();
});

it.each([
  ['/accountants/en-ca/internal-login', 'Staff sign-in', 'Continue to the corporate sign-in', '/smb/cnc/api/v2/staff-sign-in?base=%2Faccountants%2Fen-ca'],
  ['/fr-ca/internal-login', 'Connexion du personnel', 'Continuer vers la connexion de l’entreprise', '/smb/cnc/api/v2/staff-sign-in?base=%2Ffr-ca'],
])('%s sends the browser to the server’s start of the staff sign-in', async (path, heading, link, target) => {
  renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', target);
  // the page moves on from an effect, once it has shown itself
  await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith(target));
});

it('the callback error page shows the provider’s error and description as text, with the ways on', async () => {
  renderApp('/lawyers/en-ca/internal-login/error?error=access_denied&error_description=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%20denied');
  expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in did not succeed' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('The corporate sign-in service stopped the sign-in with this error:')).toBeInTheDocument();
  expect(screen.getByText('access_denied')).toBeInTheDocument();
  expect(screen.getByText('<img src=x onerror=alert(1)> denied')).toBeInTheDocument();
  expect(document.querySelector('img')).toBeNull();
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/lawyers/en-ca/internal-login');
  expect(screen.getByRole('link', { name: 'Back to Log in' })).toHaveAttribute('href', '/lawyers/en-ca/login');
});

it('in French, without an error, the page says the service gave no reason', async () => {
  renderApp('/fr-ca/internal-login/error');
  expect(await screen.findByRole('heading', { level: 1, name: 'La connexion du personnel n’a pas abouti' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('Le service de connexion de l’entreprise a interrompu la connexion sans en donner la raison.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/fr-ca/login');
});

it('a very long description is cut', async () => {
  renderApp(`/en-ca/internal-login/error?error=server_error&error_description=${'a'.repeat(500)}`);
  expect(await screen.findByText(`${'a'.repeat(300)}…`, {}, { timeout: 15_000 })).toBeInTheDocument();
});

it('internal guard: a signed-out visitor of the work list goes to login', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ user: null }), { status: 200, headers: { 'content-type': 'application/json' } })));
  const router = renderApp('/accountants/en-ca/manage-applications');
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/accountants/en-ca/login'), { timeout: 15_000 });
  expect(router.state.location.search).toBe('?next=%2Faccountants%2Fen-ca%2Fmanage-applications');
});

it.each([
  ['an applicant', APPLICANT, '/accountants/en-ca/manage-applications'],
  ['staff without a CSR role', STAFF_NO_ROLE, '/accountants/en-ca/manage-applications'],
  ['a CSR', CSR, '/accountants/en-ca/answer-net'],
])('internal guard: %s gets the 403 page at %s', async (_, who, path) => {
  renderApp(path, who);
  expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }, { timeout: 15_000 })).toBeInTheDocument();
});

it('internal guard: a CSR opens the work list', async () => {
  renderApp('/accountants/en-ca/manage-applications', CSR);
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage applications' }, { timeout: 15_000 })).toBeInTheDocument();
});
