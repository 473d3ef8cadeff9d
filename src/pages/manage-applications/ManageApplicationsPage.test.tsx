/**
 * The CSR work list page (docs/requirements.md §8.2): filters → URL → request, sorting, paging,
 * "Assign to me", both languages, and who may open it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { WorkListReply, WorkListRow } from '../../../adapters/api/work-list';
import { APPLICANT, CLIENT_USER, CSR } from '../../../adapters/identity/testing/principals';
import type { Principal } from '../../../adapters/identity/permissions';
import userIdle from '../../../schemas/config/user_idle.json';
import { renderApp } from '../../app/testing/render-app';

const as = (principal: Principal) => ({ login: 'csr@demo.test', principal, firstName: 'Carl', lastName: 'Service', applicationType: 'NEW' as const });

const row = (n: number, over: Partial<WorkListRow> = {}): WorkListRow => ({
  sno: n, csr: null, id: `00000000-0000-4000-8000-00000000000${n}`, customer_number: `C10000${n}`, full_name: `Person ${n}`, email: `p${n}@demo.test`,
  business_province: 'ON', firm_name: null, status: 'PENDING_CSR_REVIEW', status_label: 'backoffice.status.PENDING_CSR_REVIEW', last_modified: '2026-11-20',
  referral_date: '2026-11-19', type: 'NEW', approved_by: null, policy_effective_date: null, quote_expiry_days: null, assignable: true, revision: 3, ...over,
});
const REPLY: WorkListReply = {
  total: 25, page: 1, page_size: 10,
  rows: [row(1), row(2, { csr: 'Carl Service', status: 'CSR_APPROVED', status_label: 'backoffice.status.CSR_APPROVED', assignable: false, type: 'RENEWAL', approved_by: 'Carl Service' })],
};

let calls: { url: URL; init?: RequestInit }[] = [];
const listCalls = () => calls.filter((c) => c.url.pathname.endsWith('/work-list'));
const lastListQuery = () => Object.fromEntries(listCalls().at(-1)!.url.searchParams);

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://portal.test');
      calls.push({ url, init });
      if (url.searchParams.get('page') === 'user_idle') {
        return new Response(JSON.stringify({ client: 'CANACCT', page: 'user_idle', kind: 'component', locale: 'en-CA', content_hash: 'h', content: userIdle }), { status: 200 });
      }
      if (url.pathname.endsWith('/work-list')) return new Response(JSON.stringify({ ...REPLY, page: Number(url.searchParams.get('page') ?? 1) }), { status: 200 });
      if (url.pathname.endsWith('/status')) return new Response(JSON.stringify({}), { status: 200 });
      return new Response(JSON.stringify({ user: null }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The table once the list's first reply is shown. */
const table = async (name = 'Applications') => {
  await screen.findByRole('link', { name: 'Person 1' }, { timeout: 15_000 });
  return screen.getByRole('table', { name });
};

it('shows the CSR table with its columns, "Unassigned", links to the review page and the status labels', async () => {
  renderApp('/accountants/en-ca/manage-applications', as(CSR));
  const rows = within(await table()).getAllByRole('row');
  expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim())).toEqual([
    'No.', 'CSR', 'Customer number', 'Name', 'E-mail', 'Business province', 'Firm name', 'Status', 'Last modified', 'Referral date', 'New/renewal',
    'Approved by', 'Policy effective date', 'Quote expiry (days)',
  ]);
  const first = within(rows[1]!);
  expect(first.getByText('Unassigned')).toBeInTheDocument();
  expect(first.getByRole('link', { name: 'Person 1' })).toHaveAttribute('href', '/accountants/en-ca/review-application/00000000-0000-4000-8000-000000000001');
  expect(first.getByText('CSR Review Required')).toBeInTheDocument();
  expect(first.getByRole('button', { name: 'Assign to me: the application of Person 1' })).toBeInTheDocument();
  const second = within(rows[2]!);
  expect(second.queryByRole('button', { name: /assign/i })).toBeNull();
  expect(second.getByText('CSR Approved')).toBeInTheDocument();
  expect(second.getByText('Renewal')).toBeInTheDocument();
  expect(second.getAllByText('N/A')).toHaveLength(3);
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('25 applications');
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
});

it('applies a typed filter half a second after the last change: the URL, then the request', async () => {
  const user = userEvent.setup();
  const router = renderApp('/accountants/en-ca/manage-applications', as(CSR));
  await table();
  await user.type(screen.getByLabelText('Name'), 'smith');
  await user.selectOptions(screen.getByLabelText('Status'), 'CSR Review Required');
  await user.type(screen.getByLabelText('Last modified from'), '2026-01-31');
  expect(router.state.location.search).toBe('');
  await waitFor(() => expect(router.state.location.search).toBe('?status=PENDING_CSR_REVIEW&name=smith&modified_from=2026-01-31'), { timeout: 3000 });
  await waitFor(() => expect(lastListQuery()).toEqual({ status: 'PENDING_CSR_REVIEW', name: 'smith', modified_from: '2026-01-31' }));

  await user.click(screen.getByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(screen.getByLabelText('Name')).toHaveValue('');
});

it('sorts by a column header, either way, and pages through the list', async () => {
  const user = userEvent.setup();
  const router = renderApp('/accountants/en-ca/manage-applications', as(CSR));
  await table();
  const header = () => screen.getByRole('columnheader', { name: /E-mail/ });
  expect(header()).toHaveAttribute('aria-sort', 'none');
  await user.click(within(header()).getByRole('button'));
  expect(router.state.location.search).toBe('?sort=email&direction=asc');
  expect(header()).toHaveAttribute('aria-sort', 'ascending');
  await user.click(within(header()).getByRole('button'));
  expect(header()).toHaveAttribute('aria-sort', 'descending');
  await waitFor(() => expect(lastListQuery()).toEqual({ sort: 'email', direction: 'desc' }));

  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(router.state.location.search).toBe('?sort=email&direction=desc&page=2');
  await waitFor(() => expect(lastListQuery()).toEqual({ sort: 'email', direction: 'desc', page: '2' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
});

it('a new order while typing keeps what is typed, and applies it after the pause', async () => {
  const user = userEvent.setup();
  const router = renderApp('/accountants/en-ca/manage-applications', as(CSR));
  await table();
  await user.type(screen.getByLabelText('Firm name'), 'acme');
  await user.click(within(screen.getByRole('columnheader', { name: /Status/ })).getByRole('button'));
  expect(screen.getByLabelText('Firm name')).toHaveValue('acme');
  await waitFor(() => expect(router.state.location.search).toBe('?firm_name=acme&sort=status&direction=asc'), { timeout: 3000 });
});

it('a shared link shows the same list: the URL fills the form and the request', async () => {
  renderApp('/accountants/en-ca/manage-applications?client=CANAGENT&email=demo&exclude_bound_approved=true&page=2', as(CSR));
  await table();
  expect(screen.getByLabelText('E-mail')).toHaveValue('demo');
  expect(screen.getByLabelText('Program')).toHaveValue('CANAGENT');
  expect(screen.getByLabelText('Exclude bound and approved')).toBeChecked();
  expect(lastListQuery()).toEqual({ client: 'CANAGENT', email: 'demo', exclude_bound_approved: 'true', page: '2' });
  // the export takes the same list, every page, in the page's language
  const href = new URL(screen.getByRole('link', { name: 'Export' }).getAttribute('href')!, 'http://portal.test');
  expect(href.pathname).toBe('/smb/cnc/api/v2/proposals/work-list/export');
  expect(Object.fromEntries(href.searchParams)).toEqual({ client: 'CANAGENT', email: 'demo', exclude_bound_approved: 'true', locale: 'en-CA' });
});

it('"Assign to me" takes the application at its revision, then reloads the list', async () => {
  const user = userEvent.setup();
  renderApp('/accountants/en-ca/manage-applications', as(CSR));
  await table();
  const before = listCalls().length;
  await user.click(screen.getByRole('button', { name: 'Assign to me: the application of Person 1' }));
  const post = calls.find((c) => c.url.pathname.endsWith('/status'))!;
  expect(post.url.pathname).toBe('/smb/cnc/api/v2/proposals/00000000-0000-4000-8000-000000000001/status');
  expect([post.init?.method, JSON.parse(String(post.init?.body)), (post.init?.headers as Record<string, string>).revision]).toEqual(['POST', { type: 'ASSIGN_TO' }, '3']);
  expect(await screen.findByText('The application is assigned to you.')).toBeInTheDocument();
  await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
});

it('speaks French on the French base', async () => {
  renderApp('/accountants/fr-ca/manage-applications', as(CSR));
  expect(await screen.findByRole('heading', { level: 1, name: 'Gestion des demandes' }, { timeout: 15_000 })).toBeInTheDocument();
  const list = within(await table('Demandes'));
  expect(list.getByRole('columnheader', { name: /Courriel/ })).toBeInTheDocument();
  expect(list.getByText('Non assignée')).toBeInTheDocument();
  expect(list.getByText('Révision du représentant requise')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'M’assigner : la demande de Person 1' })).toBeInTheDocument();
});

it('an applicant gets the 403 page and no list', async () => {
  renderApp('/accountants/en-ca/manage-applications', as(APPLICANT));
  expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(listCalls()).toEqual([]);
});

it('a CSR opens the admin panel from the list, and comes back', async () => {
  const router = renderApp('/accountants/en-ca/manage-applications', as(CSR));
  await table();
  await userEvent.click(screen.getByRole('link', { name: 'Admin panel' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/accountants/en-ca/admin-panel'));
  expect(await screen.findByRole('link', { name: 'Back to Manage applications' }, { timeout: 15_000 })).toHaveAttribute('href', '/accountants/en-ca/manage-applications');
});

it('a client user sees the list without the admin panel', async () => {
  renderApp('/accountants/en-ca/manage-applications', as(CLIENT_USER));
  await table();
  expect(screen.queryByRole('link', { name: 'Admin panel' })).toBeNull();
});
