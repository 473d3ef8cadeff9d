/**
 * The CSR review page with a fake server at fetch, its summary built from the accountants' shipped pages:
 * the answers by step, the decisions the status allows, and a stale decision explained.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICANT, CSR } from '../../../adapters/identity/testing/principals';
import journey from '../../../schemas/programs/CANACCT/journey.json';
import general from '../../../schemas/programs/CANACCT/pages/general-information.json';
import practice from '../../../schemas/programs/CANACCT/pages/practice-information.json';
import { renderApp } from '../../app/testing/render-app';
import { reviewSummary } from '../../../adapters/review';
import type { StepAnswers } from '../../../adapters/journey';
import type { Journey, LayoutPage, Locale } from '../../../adapters/types';
import type { Session } from '../../session/session';

const csr: Session = { login: 'csr@demo.test', principal: CSR, firstName: 'Cy', lastName: 'Rep', applicationType: 'NEW' };
const PAGES = { 'general-information': general, 'practice-information': practice } as unknown as Record<string, LayoutPage>;
const API = '/smb/cnc/api/v2';

const proposal = (status: string, revision = 4) => ({
  id: 'p-1', customer_number: 'C100002', client: 'CANACCT', status, type: 'NEW', program_type: 'accountant',
  progress_states_revision: revision, quotes: [],
  applicant: { first_name: 'Benoît', last_name: 'Comptable', email: 'b@example.com' },
  progress_states: [
    { name: 'GENERAL_INFORMATION', completed: true, form_elements: { first_name: 'Benoît', last_name: 'Comptable', business_province: 'QC', coverage_begin_date: '2026-06-15', middle_initial: '' } },
    { name: 'PRACTICE_INFORMATION', completed: true, form_elements: { year_practice_established: 2010, number_of_partners: 2, qa_partners_in_good_standing: 'y', officer_details: [{ officer_first_name: 'Julie', officer_last_name: 'Tremblay', officer_designation: 'CPA', date_designation_received: '2012-05-01' }] } },
  ],
});
const EVENTS = [
  { from_status: null, to_status: 'IN_PROGRESS', action: 'CREATE', actor: 'accountant@demo.test', actor_name: 'Benoît Comptable', at: '2026-05-01T14:00:00Z', note: null },
  { from_status: 'QUOTE_ACCEPTED', to_status: 'PENDING_CSR_REVIEW', action: 'SEND_TO_CSR_REVIEW', actor: 'system', actor_name: null, at: '2026-05-02T14:00:00Z', note: 'HIGH_REVENUE', note_text: 'Gross billings above $5,000,000' },
];

interface Call { method: string; url: string; body: unknown; headers: Record<string, string> }
type Reply = { status: number; body: unknown };

/** `state.proposal` is what GET by id answers at the time; `post` answers the decision. */
function fakeServer(state: { proposal: unknown }, post: (body: Record<string, unknown>) => Reply) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body, headers: init.headers as Record<string, string> });
    const json = (status: number, reply?: unknown) => new Response(reply === undefined ? null : JSON.stringify(reply), { status });
    if (url === `${API}/proposals/p-1/review`) {
      // what the server answers: the shared adapter over the shipped pages, in the caller's language
      const { progress_states } = state.proposal as { progress_states: StepAnswers[] };
      const locale = (init.headers as Record<string, string>)['accept-language'] as Locale;
      return json(200, { groups: reviewSummary({ journey: journey as Journey, pages: PAGES, states: progress_states, type: 'NEW', locale, today: '2026-06-01' }) });
    }
    if (url === `${API}/proposals/id/p-1`) return json(200, state.proposal);
    if (url === `${API}/proposals/p-1/events`) return json(200, EVENTS);
    if (url === `${API}/proposals/p-1/status` && method === 'POST') {
      const reply = post(body);
      return json(reply.status, reply.body);
    }
    return json(404, { status: 404, message: 'not found' });
  }));
  return calls;
}

const renderAt = () => renderApp('/accountants/en-ca/review-application/p-1', csr);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('review-application page', () => {
  it('shows the applicant, the status, the answers by step with list items, and the history', async () => {
    fakeServer({ proposal: proposal('PENDING_CSR_REVIEW') }, () => ({ status: 500, body: {} }));
    renderApp('/accountants/en-ca/review-application/p-1', csr);
    expect(await screen.findByRole('heading', { level: 1, name: 'Application review: Benoît Comptable' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Status: CSR Review Required')).toBeTruthy();

    const answers = screen.getByRole('region', { name: 'Answers' });
    const steps = within(answers).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(steps).toEqual(['General information', 'Practice information']);
    const generalStep = within(answers).getByText('General information').closest('details')!;
    await userEvent.click(within(generalStep).getByText('General information'));
    expect(within(generalStep).getByText('Province or territory of your practice').nextElementSibling?.textContent).toBe('Quebec');
    expect(within(generalStep).getByText('Coverage start date').nextElementSibling?.textContent).toBe('15/06/2026');
    expect(within(generalStep).queryByText(/Middle initial/)).toBeNull();
    expect(within(generalStep).getByRole('link', { name: 'Edit General information' }).getAttribute('href')).toBe('/accountants/en-ca/general-information');
    const item = within(answers).getByText('Julie Tremblay').closest('details')!;
    expect(within(item).getByText('Date the designation was received').nextElementSibling?.textContent).toBe('01/05/2012');

    const history = screen.getByRole('region', { name: 'Status history' });
    const rows = within(history).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Benoît Comptable', '—', 'Application In Progress', 'Created', ''],
      ['System', 'Quote Accepted', 'CSR Review Required', 'Referred', 'Gross billings above $5,000,000'],
    ]);
  });

  it('offers the decisions of the status: only taking it while referred, every decision once in review (taking it again too)', async () => {
    const state = { proposal: proposal('PENDING_CSR_REVIEW') };
    fakeServer(state, () => ({ status: 500, body: {} }));
    renderAt();
    const decision = await screen.findByRole('region', { name: 'Decision' }, { timeout: 15_000 });
    expect(within(decision).getAllByRole('button').map((b) => b.textContent)).toEqual(['Assign to me']);
    cleanup();

    state.proposal = proposal('CSR_REVIEW_IN_PROGRESS');
    renderAt();
    const inReview = await screen.findByRole('region', { name: 'Decision' }, { timeout: 15_000 });
    expect(within(inReview).getAllByRole('button').map((b) => b.textContent)).toEqual(['Assign to me', 'Approve', 'Reject', 'Send to customer', 'Send to sponsor', 'Set status']);
    expect(within(within(inReview).getByLabelText('New status')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a status', 'UW Review Required', 'Waiting on Customer', 'Sponsor Review Required', 'CSR Approved', 'CSR Declined',
    ]);
  });

  it('approves with a note at the proposal’s revision, then shows the new status and history', async () => {
    const state = { proposal: proposal('CSR_REVIEW_IN_PROGRESS', 9) };
    const calls = fakeServer(state, () => {
      state.proposal = proposal('CSR_APPROVED', 10);
      return { status: 200, body: state.proposal };
    });
    renderAt();
    const decision = await screen.findByRole('region', { name: 'Decision' }, { timeout: 15_000 });
    await userEvent.type(within(decision).getByLabelText('Note (optional)'), 'Licence checked');
    await userEvent.click(within(decision).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByText('The application is now “CSR Approved”.')).toBeTruthy());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ type: 'APPROVE', note: 'Licence checked' });
    expect(post.headers.revision).toBe('9');
    await waitFor(() => expect(screen.getByText('Status: CSR Approved')).toBeTruthy());
    // approved: no Edit link, and nothing left to decide but reopening it
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
    expect(calls.filter((c) => c.url.endsWith('/events')).length).toBeGreaterThan(1);
  });

  it('a stale decision names both statuses and reloads the application', async () => {
    const state = { proposal: proposal('CSR_REVIEW_IN_PROGRESS', 9) };
    const calls = fakeServer(state, () => {
      state.proposal = proposal('WAITING_ON_CUSTOMER', 10);
      return { status: 409, body: { status: 409, error: 'Conflict', code: 10022, message: 'changed elsewhere', current_revision: 10, current_status: 'WAITING_ON_CUSTOMER' } };
    });
    renderAt();
    const decision = await screen.findByRole('region', { name: 'Decision' }, { timeout: 15_000 });
    await userEvent.click(within(decision).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('While you were reviewing, this application changed from “CSR In Progress” to “Waiting on Customer”. It has been reloaded: check it before deciding again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Status: Waiting on Customer')).toBeTruthy());
    expect(calls.filter((c) => c.url.endsWith('/proposals/id/p-1')).length).toBe(2);
  });

  it('is for CSRs only: an applicant is refused', async () => {
    fakeServer({ proposal: proposal('PENDING_CSR_REVIEW') }, () => ({ status: 500, body: {} }));
    renderApp('/accountants/en-ca/review-application/p-1', { ...csr, principal: APPLICANT, customerNumber: 'C100002', client: 'CANACCT' });
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('reads in French, the status named as the work list names it', async () => {
    fakeServer({ proposal: proposal('CSR_REVIEW_IN_PROGRESS') }, () => ({ status: 500, body: {} }));
    renderApp('/accountants/fr-ca/review-application/p-1', csr);
    expect(await screen.findByRole('heading', { level: 1, name: 'Examen de la demande\u00a0: Benoît Comptable' }, { timeout: 15_000 })).toBeTruthy();
    // backoffice.json's label, the work list's (docs/requirements.md §3.1)
    expect(screen.getByText('Statut : Révision du représentant en cours')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approuver' })).toBeTruthy();
    expect(screen.getByText('Renseignements généraux')).toBeTruthy();
  });
});
