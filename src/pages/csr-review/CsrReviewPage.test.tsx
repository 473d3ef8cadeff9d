/**
 * The csr-review pages (docs/requirements.md §8.5) with a fake server at fetch, the summary built
 * from the accountants' shipped pages as the server builds it: a link that names no customer, v1's
 * tables by section, v2's accordion with its Edit links for a CSR only and not once approved, and the
 * sub-heading of each reader.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICANT, CLIENT_USER, CSR, SPONSOR } from '../../../adapters/identity/testing/principals';
import type { Principal } from '../../../adapters/identity/permissions';
import type { StepAnswers } from '../../../adapters/journey';
import { reviewSummary } from '../../../adapters/review';
import type { Journey, LayoutPage, Locale } from '../../../adapters/types';
import journey from '../../../schemas/programs/CANACCT/journey.json';
import general from '../../../schemas/programs/CANACCT/pages/general-information.json';
import addresses from '../../../schemas/programs/CANACCT/pages/personal-addresses.json';
import practice from '../../../schemas/programs/CANACCT/pages/practice-information.json';
import { renderApp } from '../../app/testing/render-app';
import type { Session } from '../../session/session';

const PAGES = { 'general-information': general, 'personal-addresses': addresses, 'practice-information': practice } as unknown as Record<string, LayoutPage>;
const API = '/smb/cnc/api/v2';
const PARAM = encodeURIComponent(btoa('C100002'));
const as = (principal: Principal): Session => ({ login: 'reader@demo.test', principal, firstName: 'Rea', lastName: 'Der', applicationType: 'NEW' });

const STATES: StepAnswers[] = [
  { name: 'GENERAL_INFORMATION', form_elements: { first_name: 'Benoît', last_name: 'Comptable', business_province: 'QC', coverage_begin_date: '2026-06-15' } },
  { name: 'PERSONAL_ADDRESS', form_elements: { website_address: 'https://comptable.example.ca' } },
  { name: 'PRACTICE_INFORMATION', form_elements: { year_practice_established: 2010, number_of_partners: 2, officer_details: [{ officer_first_name: 'Julie', officer_last_name: 'Tremblay', officer_designation: 'CPA', date_designation_received: '2012-05-01' }] } },
];

let status = 'CSR_REVIEW_IN_PROGRESS';
let calls: string[] = [];

beforeEach(() => {
  sessionStorage.clear();
  status = 'CSR_REVIEW_IN_PROGRESS';
  calls = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push(url);
    const json = (code: number, body: unknown) => new Response(JSON.stringify(body), { status: code });
    if (url === `${API}/proposals/summary/C100002`) {
      const locale = (init.headers as Record<string, string>)['accept-language'] as Locale;
      return json(200, {
        proposal: { id: 'p-1', status, customer_number: 'C100002', client: 'CANACCT', type: 'NEW', applicant: { first_name: 'Benoît', last_name: 'Comptable' } },
        groups: reviewSummary({ journey: journey as Journey, pages: PAGES, states: STATES, type: 'NEW', locale, today: '2026-06-01' }),
      });
    }
    if (url === `${API}/proposals/p-1/pdf/info`) return json(200, { file_name: 'Application.pdf', made_at: '2026-06-01T12:00:00.000Z', locales: ['en-CA', 'fr-CA'] });
    return json(404, { status: 404, message: 'not found' });
  }));
});
afterEach(() => vi.unstubAllGlobals());

const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });

describe('a link that names no customer', () => {
  it.each([
    ['not base64', 'C100002'],
    ['a number that cannot be', encodeURIComponent(btoa('C1 <b>'))],
    ['a malformed escape', '%%%'],
  ])('%s: says so in the page’s language, and asks the server nothing', async (_, param) => {
    renderApp(`/accountants/en-ca/csr-review-v2/${param}`, as(CSR));
    expect(await screen.findByRole('alert', undefined, { timeout: 15_000 })).toHaveTextContent('This link does not lead to an application: the customer number in it cannot be read.');
    expect((await heading()).textContent).toBe('Application summary');
    expect(calls.filter((c) => c.includes('/proposals'))).toEqual([]);
  });

  it('in French too', async () => {
    renderApp('/accountants/fr-ca/csr-review/QzEwMDAwMg', as(SPONSOR));
    expect(await screen.findByRole('alert', undefined, { timeout: 15_000 })).toHaveTextContent('Ce lien ne mène à aucune demande');
  });
});

describe('v1: tables by page section', () => {
  it('one table per section, question and answer, grouped by step; a list item is a table in its answer', async () => {
    renderApp(`/accountants/en-ca/csr-review/${PARAM}`, as(CSR));
    expect(await screen.findByText('You are reviewing Benoît Comptable’s application (customer number C100002).', undefined, { timeout: 15_000 })).toBeInTheDocument();
    const answers = screen.getByRole('region', { name: 'Answers' });
    expect(within(answers).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['General information', 'Mailing address', 'Practice information']);
    const about = screen.getByRole('table', { name: 'About you' });
    expect(within(about).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Question', 'Answer']);
    expect(within(about).getAllByRole('row').slice(1).map((r) => [within(r).getByRole('rowheader').textContent, within(r).getByRole('cell').textContent])).toEqual([
      ['First name', 'Benoît'], ['Last name', 'Comptable'],
    ]);
    const officer = screen.getByRole('table', { name: 'Julie Tremblay' });
    const designated = within(officer).getByRole('rowheader', { name: 'Date the designation was received' }).closest('tr')!;
    expect(within(designated).getByRole('cell').textContent).toBe('01/05/2012');
    // v1 is tables only: no Edit link
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
  });
});

describe('v2: an accordion by step', () => {
  it('a panel per step, list items as nested panels, a web address as a safe link, Edit for a CSR', async () => {
    renderApp(`/accountants/en-ca/csr-review-v2/${PARAM}`, as(CSR));
    const answers = await screen.findByRole('region', { name: 'Answers' }, { timeout: 15_000 });
    const steps = within(answers).getAllByRole('heading', { level: 3 });
    expect(steps.map((h) => h.textContent)).toEqual(['General information', 'Mailing address', 'Practice information']);
    const generalStep = steps[0]!.closest('details')!;
    expect(generalStep.open).toBe(false);
    await userEvent.click(steps[0]!);
    expect(generalStep.open).toBe(true);
    expect(within(generalStep).getByText('Province or territory of your practice').nextElementSibling?.textContent).toBe('Quebec');
    expect(within(generalStep).getByRole('link', { name: 'Edit General information' })).toHaveAttribute('href', '/accountants/en-ca/general-information');

    const site = within(answers).getByRole('link', { name: 'https://comptable.example.ca (opens in a new tab)' });
    expect(site).toHaveAttribute('href', 'https://comptable.example.ca');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');

    const item = within(answers).getByText('Julie Tremblay').closest('details')!;
    expect(item.parentElement!.closest('details')).toBe(steps[2]!.closest('details'));
    expect(within(item).getByText('Date the designation was received').nextElementSibling?.textContent).toBe('01/05/2012');
  });

  it('no Edit link once the application is CSR approved', async () => {
    status = 'CSR_APPROVED';
    renderApp(`/accountants/en-ca/csr-review-v2/${PARAM}`, as(CSR));
    await screen.findByRole('region', { name: 'Answers' }, { timeout: 15_000 });
    expect(screen.queryAllByRole('link', { name: /^Edit /, hidden: true })).toEqual([]);
  });

  it.each([
    ['a sponsor', SPONSOR],
    ['the applicant', APPLICANT],
  ])('%s reads it with the reader’s sub-heading and no Edit link', async (_, principal) => {
    renderApp(`/accountants/en-ca/csr-review-v2/${PARAM}`, as(principal));
    expect(await screen.findByText('The answers saved in Benoît Comptable’s application (customer number C100002), read only.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /^Edit /, hidden: true })).toEqual([]);
  });

  it('in French: title, sub-heading and answers', async () => {
    renderApp(`/accountants/fr-ca/csr-review-v2/${PARAM}`, as(CSR));
    expect(await screen.findByText('Vous examinez la demande de Benoît Comptable (numéro de client C100002).', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect((await heading()).textContent).toBe('Résumé de la demande');
    expect(screen.getByRole('heading', { level: 3, name: 'Renseignements généraux' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://comptable.example.ca (s’ouvre dans un nouvel onglet)', hidden: true })).toBeInTheDocument();
  });

  it('a role that reads no application gets the 403 page, without asking for the summary', async () => {
    renderApp(`/accountants/en-ca/csr-review-v2/${PARAM}`, as(CLIENT_USER));
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.includes('/summary/'))).toEqual([]);
  });
});

describe('the application PDF (docs/requirements.md §6.7)', () => {
  it('a CSR downloads the application as sent in either language, the page’s first', async () => {
    renderApp(`/accountants/fr-ca/csr-review/${PARAM}`, as(CSR));
    const section = await screen.findByRole('region', { name: 'La demande telle qu’envoyée' }, { timeout: 15_000 });
    expect(within(section).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Télécharger en français (PDF)', `${API}/proposals/p-1/pdf?locale=fr-CA`],
      ['Télécharger en anglais (PDF)', `${API}/proposals/p-1/pdf?locale=en-CA`],
    ]);
  });

  it('a sponsor reads the answers only: no PDF, not even asked for', async () => {
    renderApp(`/accountants/en-ca/csr-review/${PARAM}`, as(SPONSOR));
    expect((await screen.findAllByRole('table', undefined, { timeout: 15_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'The application as sent' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your application' })).toBeNull();
    expect(calls.filter((c) => c.includes('/pdf'))).toEqual([]);
  });
});
