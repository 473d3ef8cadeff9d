/** Where sign-in lands (docs/requirements.md §7.5), with a fake server at the HTTP boundary (fetch): the real routes and pages. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import journey from '../../../schemas/programs/CANACCT/journey.json';
import importantInformation from '../../../schemas/programs/CANACCT/pages/important-information.json';
import { ACCOUNTANT } from '../../app/testing/sessions';
import { renderApp } from '../../app/testing/render-app';

const session = ACCOUNTANT;
const layouts: Record<string, unknown> = { journey, 'important-information': importantInformation };
const rejected = {
  id: 'p1', status: 'CSR_REJECTED', type: 'NEW', progress_states_revision: 7, current_progress_state: 'GENERAL_INFORMATION',
  progress_states: [], quotes: [],
};

interface Call { method: string; url: string; headers: Record<string, string> }

/** A fake server: config from the real layout files; the proposal and the policies as given. */
function fakeServer(proposal: unknown, policies: unknown[] = []) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, headers: init.headers as Record<string, string> });
      const json = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });
      if (url.startsWith('/smb/cnc/api/v2/config?')) {
        const page = new URL(url, 'http://x').searchParams.get('page')!;
        const content = layouts[page];
        return content ? json(200, { client: 'CANACCT', page, kind: page === 'journey' ? 'journey' : 'layout', locale: 'en-CA', content_hash: 'h', content }) : json(404, {});
      }
      if (url === '/smb/cnc/api/v2/proposals' && method === 'GET') return proposal ? json(200, proposal) : json(204);
      if (url === '/smb/cnc/api/v2/proposals' && method === 'DELETE') {
        const cancelled = { ...(proposal as object), status: 'CANCELLED' };
        proposal = null; // no longer current
        return json(200, cancelled);
      }
      if (url === '/smb/cnc/api/v2/proposals/requote' && method === 'PATCH') {
        proposal = { ...(proposal as object), status: 'IN_PROGRESS', quotes: [], quote_expiry_days: null };
        return json(200, proposal);
      }
      if (url === '/smb/cnc/api/v2/policies') return json(200, policies);
      return json(404, { status: 404, message: 'not found' });
    }),
  );
  return calls;
}

const renderAt = (path: string) => renderApp(path, session);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

it('a CSR-declined application is deleted and the applicant starts again at the first step, told why once', async () => {
  const calls = fakeServer(rejected);
  const router = renderAt('/accountants/en-ca');
  const dialog = await screen.findByRole('alertdialog', {}, { timeout: 15_000 });
  expect(within(dialog).getByRole('heading', { name: 'Your previous application was declined' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Important information' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/accountants/en-ca/important-information');
  const deleted = calls.filter((c) => c.method === 'DELETE');
  expect(deleted).toHaveLength(1);
  expect(deleted[0]!.headers).toMatchObject({ revision: '7' });

  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  // once: coming back to the page does not show it again
  await router.navigate('/accountants/en-ca/login');
  await router.navigate('/accountants/en-ca/important-information');
  expect(await screen.findByRole('heading', { level: 1, name: 'Important information' })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('an expired quote is dropped with the answers kept, and the applicant is told once on the first step', async () => {
  const saved = [{ name: 'GENERAL_INFORMATION', completed: true, form_elements: { first_name: 'Benoît' } }];
  const calls = fakeServer({ ...rejected, status: 'QUOTED', quote_expiry_days: 0, progress_states: saved, quotes: [{ id: 'q1', quote: {} }] });
  const router = renderAt('/accountants/en-ca');
  // a warning toast over the first step (the app's own words: this fake serves no brand wording)
  const title = await screen.findByText('Your quote has expired', {}, { timeout: 15_000 });
  const toast = title.closest('[role="status"]')!;
  expect(toast.className).toContain('notice-warning');
  expect(toast.textContent).toContain('Your answers are kept');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Important information' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/accountants/en-ca/important-information');
  const writes = calls.filter((c) => c.method !== 'GET');
  expect(writes.map((c) => `${c.method} ${c.url}`)).toEqual(['PATCH /smb/cnc/api/v2/proposals/requote']);
  expect(writes[0]!.headers).toMatchObject({ revision: '7' });
});

it('a quote still valid is kept: no write, the page of its status', async () => {
  const calls = fakeServer({ ...rejected, status: 'QUOTED', quote_expiry_days: 3, quotes: [{ id: 'q1', quote: {} }] });
  renderAt('/accountants/en-ca');
  await waitFor(() => expect(calls.some((c) => c.url.includes('page=quote'))).toBe(true), { timeout: 15_000 });
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('no application but a policy: a renewal, on the policy summary', async () => {
  fakeServer(null, [{ id: 'pol1' }]);
  const router = renderAt('/accountants/fr-ca');
  expect(await screen.findByRole('heading', { level: 1, name: 'Vos polices' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/accountants/fr-ca/policy-summary');
  expect(JSON.parse(sessionStorage.getItem('portal.session')!)).toMatchObject({ applicationType: 'RENEWAL' });
});
