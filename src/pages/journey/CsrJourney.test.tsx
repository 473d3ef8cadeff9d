/**
 * The CSR journey (docs/requirements.md §8.1) with a fake server at fetch: from the review page's
 * Edit link into a step of the application's customer, every field read-only, the buttons and the
 * stepper only moving between pages, and nothing ever saved.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import journey from '../../../schemas/programs/CANACCT/journey.json';
import generalInformation from '../../../schemas/programs/CANACCT/pages/general-information.json';
import additionalEntity from '../../../schemas/programs/CANACCT/pages/additional-entity.json';
import { CSR } from '../../../adapters/identity/testing/principals';
import { markdownOfPage } from '../../../adapters/markdown/page-markdown';
import type { LayoutPage } from '../../../adapters/types';
import type { Session } from '../../session/session';
import { renderApp } from '../../app/testing/render-app';

const API = '/smb/cnc/api/v2';
const csr: Session = { login: 'csr@demo.test', principal: CSR, firstName: 'Cy', lastName: 'Rep', applicationType: 'NEW' };
const LAYOUTS: Record<string, unknown> = { journey, 'general-information': generalInformation, 'additional-entity': additionalEntity };

const answers = { first_name: 'Benoît', last_name: 'Comptable', email_address: 'benoit@example.com', business_province: 'QC', professional_designation: 'CPA' };
const proposal = {
  id: 'p-1', customer_number: 'C100002', client: 'CANACCT', status: 'CSR_REVIEW_IN_PROGRESS', type: 'NEW', program_type: 'NEW',
  progress_states_revision: 7, current_progress_state: 'GENERAL_INFORMATION',
  progress_states: [{ name: 'GENERAL_INFORMATION', completed: true, form_elements: answers }], quotes: [],
};
const applicant = { first_name: 'Benoît', last_name: 'Comptable', email: 'benoit@example.com' };

interface Call { method: string; url: string; headers: Record<string, string>; body: unknown }

function fakeServer() {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = init.headers as Record<string, string>;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, headers, body });
    const json = (status: number, reply?: unknown) => new Response(reply === undefined ? null : JSON.stringify(reply), { status });
    if (url.startsWith(`${API}/config?`)) {
      const page = new URL(url, 'http://x').searchParams.get('page')!;
      const content = LAYOUTS[page];
      if (!content) return json(404, {});
      if (page === 'journey') return json(200, { client: 'CANACCT', page, kind: 'journey', locale: 'en-CA', content_hash: 'h', content });
      return json(200, { client: 'CANACCT', page, kind: 'layout', locale: 'en-CA', content_hash: 'h', content, markdown: markdownOfPage(content as LayoutPage) });
    }
    if (url === `${API}/proposals/id/p-1`) return json(200, { ...proposal, applicant });
    if (url === `${API}/proposals/p-1/review`) return json(200, { groups: [{ route: 'general-information', title: 'General information', sections: [] }] });
    if (url === `${API}/proposals/p-1/events`) return json(200, []);
    if (url === `${API}/session/customer` && method === 'POST') return json(200, { user: { csr_customer_number: body.customer_number } });
    // the CSR's read names the customer; a read without it is what the server refuses
    if (url === `${API}/proposals` && method === 'GET') return headers.customer_number === 'C100002' ? json(200, proposal) : json(400, { status: 400 });
    return json(404, { status: 404, message: 'not found' });
  }));
  return calls;
}

const writes = (calls: Call[]) => calls.filter((c) => c.url.startsWith(`${API}/proposals`) && c.method !== 'GET');

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the CSR journey', () => {
  it('opens a step from the review page for the application’s customer: fields read-only, Continue moves on and saves nothing', async () => {
    const calls = fakeServer();
    const router = renderApp('/accountants/en-ca/review-application/p-1', csr);
    await userEvent.click(await screen.findByRole('link', { name: 'Edit General information' }, { timeout: 15_000 }));

    expect(await screen.findByRole('heading', { level: 1, name: 'General information' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/general-information');
    expect(calls.find((c) => c.url === `${API}/session/customer`)?.body).toEqual({ customer_number: 'C100002' });
    expect(calls.find((c) => c.url === `${API}/proposals` && c.method === 'GET')?.headers.customer_number).toBe('C100002');

    expect(await screen.findByText('You are viewing Benoît Comptable’s application as a CSR. Nothing you do here is saved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the review' })).toHaveAttribute('href', '/accountants/en-ca/review-application/p-1');
    expect(await screen.findByLabelText('First name', undefined, { timeout: 15_000 })).toHaveValue('Benoît');
    expect(screen.getByLabelText('First name')).toBeDisabled();
    expect(screen.getByLabelText('Email address')).toBeDisabled();
    // every step counts as completed: the stepper opens later steps too
    const stepper = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(stepper).getByRole('link', { name: 'Underwriting questions' })).toHaveAttribute('href', '/accountants/en-ca/underwriting');
    expect(within(stepper).getByRole('link', { name: 'Quote' })).toHaveAttribute('href', '/accountants/en-ca/quote-final');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Other entities to insure' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/additional-entity');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountants/en-ca/general-information'));
    expect(writes(calls)).toEqual([]);
    expect(calls.some((c) => c.url.includes('/drafts'))).toBe(false);
  });

  it('without a customer open, a step sends the CSR to the work list', async () => {
    fakeServer();
    const router = renderApp('/accountants/en-ca/general-information', csr);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountants/en-ca/manage-applications'), { timeout: 15_000 });
  });
});
