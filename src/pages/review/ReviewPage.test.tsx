/**
 * The applicant's review pages (docs/requirements.md §3.5, §8.5) with a fake server at fetch, the
 * summary built from the accountants' and gold wings' shipped pages as the server builds it: the
 * saved answers, Edit links to the steps only while the application may change, the locale, Continue to
 * the terms, and the status deciding which page (v1, v2, or the final quote once the terms are accepted).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICANT, CSR } from '../../../adapters/identity/testing/principals';
import type { Principal } from '../../../adapters/identity/permissions';
import type { StepAnswers } from '../../../adapters/journey';
import { reviewSummary } from '../../../adapters/review';
import type { Journey, LayoutPage, Locale } from '../../../adapters/types';
import acctJourney from '../../../schemas/programs/CANACCT/journey.json';
import general from '../../../schemas/programs/CANACCT/pages/general-information.json';
import addresses from '../../../schemas/programs/CANACCT/pages/personal-addresses.json';
import goldJourney from '../../../schemas/programs/CANGLDWNG/journey.json';
import goldGeneral from '../../../schemas/programs/CANGLDWNG/pages/general-information.json';
import { renderApp, type AppRouter } from '../../app/testing/render-app';
import type { Session } from '../../session/session';

const API = '/smb/cnc/api/v2';
const PROGRAMS = {
  CANACCT: { journey: acctJourney as unknown as Journey, pages: { 'general-information': general, 'personal-addresses': addresses } as unknown as Record<string, LayoutPage> },
  CANGLDWNG: { journey: goldJourney as unknown as Journey, pages: { 'general-information': goldGeneral } as unknown as Record<string, LayoutPage> },
};
type Client = keyof typeof PROGRAMS;
const as = (principal: Principal, client: Client): Session => ({ login: 'benoit@demo.test', principal, firstName: 'Benoît', lastName: 'Comptable', applicationType: 'NEW', client });

const STATES: StepAnswers[] = [
  { name: 'GENERAL_INFORMATION', form_elements: { first_name: 'Benoît', last_name: 'Comptable', business_province: 'QC', coverage_begin_date: '2026-06-15', named_insured: 'Benoît Comptable' } },
  { name: 'PERSONAL_ADDRESS', form_elements: { website_address: 'https://comptable.example.ca' } },
];

let proposal: Record<string, unknown>;

function fakeServer(client: Client) {
  const program = PROGRAMS[client];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const json = (code: number, body: unknown) => new Response(JSON.stringify(body), { status: code });
    const locale = (init.headers as Record<string, string>)['accept-language'] as Locale;
    if (url.startsWith(`${API}/config?`)) {
      const page = new URL(url, 'http://x').searchParams.get('page')!;
      return page === 'journey' ? json(200, { client, page, kind: 'journey', locale, content_hash: 'h', content: program.journey }) : json(404, {});
    }
    if (url === `${API}/proposals`) return json(200, proposal);
    if (url === `${API}/proposals/summary/C100002`) {
      return json(200, {
        proposal: { ...proposal, applicant: { first_name: 'Benoît', last_name: 'Comptable', email: null } },
        groups: reviewSummary({ journey: program.journey, pages: program.pages, states: STATES, type: 'NEW', locale, today: '2026-06-01' }),
      });
    }
    return json(404, { status: 404, message: 'not found' });
  }));
}

function application(client: Client, status: string, extra: Record<string, unknown> = {}) {
  proposal = { id: 'p-1', customer_number: 'C100002', client, status, type: 'NEW', program_type: 'X', progress_states_revision: 4, progress_states: STATES, quotes: [], terms_accepted_at: null, ...extra };
  fakeServer(client);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const heading = () => screen.findByRole('heading', { level: 1, name: /Review your application|Vérifiez votre demande/ }, { timeout: 15_000 });
const at = (router: AppRouter) => router.state.location.pathname;

describe('review (v1): the applicant’s answers in tables', () => {
  it('a CSR-approved applicant reads their answers, with no Edit link, and continues to the terms', async () => {
    application('CANACCT', 'CSR_APPROVED');
    const router = renderApp('/accountants/en-ca/review', as(APPLICANT, 'CANACCT'));
    await heading();
    expect(screen.getByText(/^These are the answers you saved\./)).toHaveTextContent(
      'These are the answers you saved. Check them before you read and accept the terms and conditions. Your application was approved as it is, so these answers can no longer be changed online. If something is wrong, call us before you continue.',
    );
    const about = await screen.findByRole('table', { name: 'About you' }, { timeout: 15_000 });
    const first = within(about).getByRole('rowheader', { name: 'First name' }).closest('tr')!;
    expect(within(first).getByRole('cell').textContent).toBe('Benoît');
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Continue to the terms and conditions' }));
    await waitFor(() => expect(at(router)).toBe('/accountants/en-ca/terms-conditions'));
  });

  it('while the application may still change, each step has its Edit link, which goes to the step', async () => {
    application('CANACCT', 'QUOTED');
    const router = renderApp('/accountants/en-ca/review', as(APPLICANT, 'CANACCT'));
    await heading();
    expect(screen.getByText(/^These are the answers you saved\./)).toHaveTextContent('To change an answer, choose Edit beside its step.');
    const edit = await screen.findByRole('link', { name: 'Edit General information' }, { timeout: 15_000 });
    expect(edit).toHaveAttribute('href', '/accountants/en-ca/general-information');
    expect(screen.getByRole('link', { name: 'Edit Mailing address' })).toHaveAttribute('href', '/accountants/en-ca/personal-addresses');
    await userEvent.click(edit);
    await waitFor(() => expect(at(router)).toBe('/accountants/en-ca/general-information'));
  });

  it('in French: the page, the answers and Edit', async () => {
    application('CANACCT', 'QUOTED');
    renderApp('/accountants/fr-ca/review', as(APPLICANT, 'CANACCT'));
    expect((await heading()).textContent).toBe('Vérifiez votre demande');
    expect(await screen.findByRole('link', { name: 'Modifier Renseignements généraux' }, { timeout: 15_000 })).toHaveAttribute('href', '/accountants/fr-ca/general-information');
    expect(screen.getByRole('link', { name: 'Passer aux modalités et conditions' })).toHaveAttribute('href', '/accountants/fr-ca/terms-conditions');
    expect(document.title).toBe('Vérifiez votre demande');
  });
});

describe('which page the status names', () => {
  it.each([
    ['CANACCT', '/accountants/en-ca/review-v2', 'CSR_APPROVED', {}, '/accountants/en-ca/review'],
    ['CANGLDWNG', '/aircrafthull/en-ca/review', 'CSR_APPROVED', {}, '/aircrafthull/en-ca/review-v2'],
    ['CANACCT', '/accountants/en-ca/review', 'CSR_APPROVED', { terms_accepted_at: '2026-06-01T10:00:00Z' }, '/accountants/en-ca/quote-final'],
    ['CANGLDWNG', '/aircrafthull/en-ca/review-v2', 'CSR_APPROVED', { terms_accepted_at: '2026-06-01T10:00:00Z' }, '/aircrafthull/en-ca/quote'],
    ['CANACCT', '/accountants/en-ca/review', 'PENDING_CSR_REVIEW', {}, '/accountants/en-ca/csr-referral'],
    ['CANACCT', '/accountants/en-ca/review', 'POLICY_ISSUED_PENDING_PAYMENT', {}, '/accountants/en-ca/payment'],
  ] as const)('%s at %s in %s (%o) → %s', async (client, path, status, extra, expected) => {
    application(client, status, extra);
    const router = renderApp(path, as(APPLICANT, client));
    await waitFor(() => expect(at(router)).toBe(expected), { timeout: 15_000 });
  });

  it('a CSR is not the applicant: the 403 page', async () => {
    application('CANACCT', 'CSR_APPROVED');
    renderApp('/accountants/en-ca/review', as(CSR, 'CANACCT'));
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent('You do not have access to this page');
    expect(screen.queryByRole('link', { name: 'Continue to the terms and conditions' })).toBeNull();
  });
});

describe('review-v2 (wings programs): an accordion by step', () => {
  it('a CSR-approved gold-wings applicant opens a step’s panel and reads an answer; no Edit', async () => {
    application('CANGLDWNG', 'CSR_APPROVED');
    renderApp('/aircrafthull/en-ca/review-v2', as(APPLICANT, 'CANGLDWNG'));
    await heading();
    const answers = await screen.findByRole('region', { name: 'Answers' }, { timeout: 15_000 });
    const step = within(answers).getAllByRole('heading', { level: 3 })[0]!;
    const panel = step.closest('details')!;
    await userEvent.click(step);
    expect(panel.open).toBe(true);
    expect(within(panel).getByText('Benoît')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /^Edit / })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue to the terms and conditions' })).toHaveAttribute('href', '/aircrafthull/en-ca/terms-conditions');
  });

  it('while it may change, Edit in the panel is a link to the step (not the CSR journey)', async () => {
    application('CANGLDWNG', 'QUOTED');
    renderApp('/aircrafthull/fr-ca/review-v2', as(APPLICANT, 'CANGLDWNG'));
    await heading();
    const answers = await screen.findByRole('region', { name: 'Réponses' }, { timeout: 15_000 });
    const step = within(answers).getAllByRole('heading', { level: 3 })[0]!;
    await userEvent.click(step);
    const edit = within(step.closest('details')!).getByRole('link', { name: /^Modifier / });
    expect(edit).toHaveAttribute('href', '/aircrafthull/fr-ca/general-information');
  });
});
