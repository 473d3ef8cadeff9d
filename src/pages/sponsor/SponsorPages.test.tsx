/**
 * The sponsor pages (docs/requirements.md §8.4): the list and its sponsor row, the review with its
 * Approve and Reject, a stale decision, answer-net read only, and who may open them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { SponsorListReply, SponsorReviewReply } from '../../../adapters/api';
import { APPLICANT, CSR, SPONSOR } from '../../../adapters/identity/testing/principals';
import type { Principal } from '../../../adapters/identity/permissions';
import userIdle from '../../../schemas/config/user_idle.json';
import { renderApp } from '../../app/testing/render-app';

const as = (principal: Principal) => ({ login: 'sponsor@demo.test', principal, firstName: 'Sophie', lastName: 'Sponsor', applicationType: 'NEW' as const });
const ID = '00000000-0000-4000-8000-000000000001';

const LIST: SponsorListReply = {
  total: 11, page: 1, page_size: 10,
  rows: [
    { id: ID, customer_number: 'C100001', last_modified: '2026-11-20', referral_date: '2026-11-19', status: 'PENDING_CSR_REVIEW', status_label: 'backoffice.sponsor.pending', type: 'NEW', first_name: 'Ann', last_name: 'Able', business_province: 'ON', phone: '416-555-0100', postal_code: 'M5V 2T6' },
    { id: `${ID.slice(0, -1)}2`, customer_number: 'C100002', last_modified: '2026-11-18', referral_date: null, status: 'PENDING_SPONSOR_REVIEW', status_label: 'backoffice.status.PENDING_SPONSOR_REVIEW', type: 'RENEWAL', first_name: null, last_name: null, business_province: null, phone: null, postal_code: null },
  ],
};
let review: SponsorReviewReply;
let statusReply: { status: number; body: unknown };
let calls: { url: URL; init?: RequestInit }[] = [];
const callsTo = (end: string) => calls.filter((c) => c.url.pathname.endsWith(end));

beforeEach(() => {
  calls = [];
  review = { id: ID, revision: 4, customer_number: 'C100002', client: 'CANACCT', status: 'PENDING_SPONSOR_REVIEW', status_label: 'backoffice.status.PENDING_SPONSOR_REVIEW', first_name: 'Bea', last_name: 'Baker', email: 'bea@demo.test', business_province: 'QC' };
  statusReply = { status: 200, body: {} };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://portal.test');
      calls.push({ url, init });
      if (url.searchParams.get('page') === 'user_idle') {
        return new Response(JSON.stringify({ client: 'CANACCT', page: 'user_idle', kind: 'component', locale: 'en-CA', content_hash: 'h', content: userIdle }), { status: 200 });
      }
      if (url.pathname.endsWith('/sponsor-list')) return new Response(JSON.stringify(LIST), { status: 200 });
      if (url.pathname.includes('/sponsor-review/')) return new Response(JSON.stringify(review), { status: 200 });
      if (url.pathname.endsWith('/status')) return new Response(JSON.stringify(statusReply.body), { status: statusReply.status });
      return new Response(JSON.stringify({ user: null }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

it('lists the sponsor row, a CSR referral as "Pending", 10 a page, each row opening its review', async () => {
  renderApp('/accountants/en-ca/manage-applications-gb', as(SPONSOR));
  const link = await screen.findByRole('link', { name: 'C100001' }, { timeout: 15_000 });
  expect(link).toHaveAttribute('href', '/accountants/en-ca/review-application-gb/C100001');
  const rows = within(screen.getByRole('table', { name: 'Applications for sponsor review' })).getAllByRole('row');
  expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Last modified', 'Referral date', 'Status', 'Customer type', 'ID', 'First name', 'Last name', 'Business province', 'Phone', 'Postal code',
  ]);
  expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2026-11-20', '2026-11-19', 'Pending', 'New', 'C100001', 'Ann', 'Able', 'ON', '416-555-0100', 'M5V 2T6']);
  expect(within(rows[2]!).getByText('Sponsor Review Required')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  expect(Object.fromEntries(callsTo('/sponsor-list')[0]!.url.searchParams)).toEqual({ view: 'review', page: '1' });
});

it('approves from the review: the status route with APPROVE at the revision, then the list with a notice', async () => {
  const router = renderApp('/accountants/en-ca/review-application-gb/C100002', as(SPONSOR));
  expect(await screen.findByText('bea@demo.test', undefined, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('Bea Baker')).toBeInTheDocument();
  expect(screen.getByText('Accountants’ professional liability insurance', { selector: 'dd' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/accountants/en-ca/manage-applications-gb'));
  const [decision] = callsTo('/status');
  expect(decision!.url.pathname).toBe(`/smb/cnc/api/v2/proposals/${ID}/status`);
  expect(JSON.parse(String(decision!.init!.body))).toEqual({ type: 'APPROVE' });
  expect(new Headers(decision!.init!.headers).get('revision')).toBe('4');
  expect(await screen.findByText('Application C100002 approved.', undefined, { timeout: 15_000 })).toBeInTheDocument();
});

it('links to the application’s answers in a new tab, the customer number base64 as the csr-review pages read it', async () => {
  renderApp('/accountants/en-ca/review-application-gb/C100002', as(SPONSOR));
  const view = await screen.findByRole('link', { name: 'View application (opens in a new tab)' }, { timeout: 15_000 });
  expect(view).toHaveAttribute('href', `/accountants/en-ca/csr-review-v2/${encodeURIComponent(btoa('C100002'))}`);
  expect(view).toHaveAttribute('target', '_blank');
  expect(view.getAttribute('rel')?.split(' ')).toContain('noopener');
});

it('a stale decision names the status seen and the status now', async () => {
  statusReply = { status: 409, body: { code: 1, message: 'changed', current_status: 'CSR_APPROVED' } };
  renderApp('/accountants/en-ca/review-application-gb/C100002', as(SPONSOR));
  await userEvent.click(await screen.findByRole('button', { name: 'Reject' }, { timeout: 15_000 }));
  expect(await screen.findByRole('alert')).toHaveTextContent('it was “Sponsor Review Required” and is now “CSR Approved”');
});

it('offers no decision when the application is not waiting for the sponsor', async () => {
  review = { ...review, status: 'CSR_APPROVED', status_label: 'backoffice.status.CSR_APPROVED' };
  renderApp('/accountants/en-ca/review-application-gb/C100002', as(SPONSOR));
  expect(await screen.findByText(/not waiting for a sponsor decision/, undefined, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
});

it('answer-net lists the program read only, in French too', async () => {
  renderApp('/accountants/fr-ca/answer-net', as(SPONSOR));
  const table = await screen.findByRole('table', { name: 'Demandes du commanditaire' }, { timeout: 15_000 });
  // the table is drawn while its rows load
  expect(await within(table).findByText('En attente', undefined, { timeout: 15_000 })).toBeInTheDocument();
  expect(within(table).queryAllByRole('link')).toEqual([]);
  expect(Object.fromEntries(callsTo('/sponsor-list')[0]!.url.searchParams)).toEqual({ view: 'answer-net', page: '1' });
});

it.each([
  ['an applicant', APPLICANT, 'manage-applications-gb'],
  ['a CSR', CSR, 'review-application-gb/C100002'],
  ['an applicant', APPLICANT, 'answer-net'],
])('%s gets the 403 page on %s, and nothing is read', async (_, principal, page) => {
  renderApp(`/accountants/en-ca/${page}`, as(principal));
  expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }, { timeout: 15_000 })).toBeInTheDocument();
  expect([...callsTo('/sponsor-list'), ...calls.filter((c) => c.url.pathname.includes('/sponsor-review/'))]).toEqual([]);
});
