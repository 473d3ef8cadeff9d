/**
 * What the quote page says and shows, per program, with a fake server at fetch: the gold wings
 * quote lists each aircraft with its hull line; the page's words match the table (no "below", no
 * "premiums include taxes" above separate tax rows); no quote yet is a warning, not a success.
 */
import { APPLICANT } from '../../adapters/identity/testing/principals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import gwJourney from '../../schemas/programs/CANGLDWNG/journey.json';
import gwQuote from '../../schemas/programs/CANGLDWNG/pages/quote.json';
import acctJourney from '../../schemas/programs/CANACCT/journey.json';
import acctQuote from '../../schemas/programs/CANACCT/pages/quote-final.json';
import agentJourney from '../../schemas/programs/CANAGENT/journey.json';
import agentQuote from '../../schemas/programs/CANAGENT/pages/quote.json';
import type { Session } from '../session/session';
import { renderApp } from '../app/testing/render-app';
import { GOLD_WINGS_QUOTE } from './testing/gold-wings-quote';

const goldWingsQuote = { id: 'gw-2m', quote: GOLD_WINGS_QUOTE };
const aircraftStep = {
  name: 'AIRCRAFT_DETAILS_AND_INTERESTED_PARTIES',
  completed: true,
  form_elements: { aircraft: [{ registration: 'C-GABC', make_model: 'Cessna 172', model_year: 2008 }, { registration: 'C-FXYZ', make_model: 'Piper PA-28', model_year: 1998 }] },
};

interface Program {
  client: string;
  path: string;
  journey: unknown;
  page: unknown;
}
const GOLD_WINGS: Program = { client: 'CANGLDWNG', path: '/aircrafthull', journey: gwJourney, page: gwQuote };
const ACCOUNTANTS: Program = { client: 'CANACCT', path: '/accountants', journey: acctJourney, page: acctQuote };
const AGENTS: Program = { client: 'CANAGENT', path: '', journey: agentJourney, page: agentQuote };

/** A quote of `limit` with only its primary coverage, as the tiles read it. */
const quoteAt = (limit: number) => ({
  id: `q-${limit}`,
  quote: {
    id: `q-${limit}`, line_of_business_code: 'LA', full_premium_amount: limit / 1000,
    product: [{ type_code: 'PL', coverage: [{ plan_name: 'Professional Liability', full_premium: limit / 1000, limit: [{ amount: limit, applies_to_code: 'EACH_CLAIM' }], deductible: [] }] }],
    payment_options: [{ plan_desc: 'ANNUALLY', payments: [{ taxes: [], fee: [], net_amount: limit / 1000, gross_amount: limit / 1000 }] }],
  },
});

function serve(program: Program, proposal: Record<string, unknown>) {
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const json = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });
    if (url.startsWith('/smb/cnc/api/v2/config?')) {
      const page = new URL(url, 'http://x').searchParams.get('page')!;
      const content = page === 'journey' ? program.journey : page === 'quote' || page === 'quote-final' ? program.page : undefined;
      return content ? json(200, { client: program.client, page, kind: page === 'journey' ? 'journey' : 'layout', locale: 'en-CA', content_hash: 'h', content }) : json(404, {});
    }
    if (url === '/smb/cnc/api/v2/proposals' && (init.method ?? 'GET') === 'GET') return json(200, proposal);
    return json(404, { status: 404 });
  }));
}

function renderAt(program: Program, path: string, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const session: Session = { login: 'x@demo.test', principal: APPLICANT, firstName: 'Gord', lastName: 'Goldwing', customerNumber: 'C1', client: program.client, applicationType: 'NEW' };
  renderApp(`${program.path}/${locale.toLowerCase()}/${path}`, session);
}

const rowTexts = (table: HTMLElement) => within(table).getAllByRole('row').map((r) => [...r.children].map((c) => c.textContent).join(' | '));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('quote step: what the table shows', () => {
  it('gold wings: each aircraft with its hull line and deductible, its liability, then the policy’s coverage and the total', async () => {
    serve(GOLD_WINGS, { id: 'p1', status: 'QUOTED', type: 'NEW', progress_states_revision: 3, progress_states: [aircraftStep], quotes: [goldWingsQuote] });
    renderAt(GOLD_WINGS, 'quote');
    const table = await screen.findByRole('table', { name: 'What your quote includes' }, { timeout: 15_000 });
    expect(rowTexts(table)).toEqual([
      'Coverage | Limit | Deductible | Premium',
      'Aircraft C-GABC: Cessna 172, 2008',
      'Hull | $250,000 agreed value | $1,000 per hull loss | $6,250.00',
      'Liability | $2,000,000 per occurrence | —not applicable | $570.00',
      'Aircraft C-FXYZ: Piper PA-28, 1998',
      'Hull | $120,000 agreed value | $1,000 per hull loss | $3,000.00',
      'Liability | $2,000,000 per occurrence | —not applicable | $570.00',
      'For the whole policy',
      'Cyber coverage | $50,000 in total per year | —not applicable | $95.00',
      'Premium before taxes and fees | $10,485.00',
      'Taxes | $838.80',
      'Fees | $25.00',
      'Total to pay for the year | $11,348.80',
    ]);
  });

  it('in French', async () => {
    serve(GOLD_WINGS, { id: 'p1', status: 'QUOTED', type: 'NEW', progress_states_revision: 3, progress_states: [aircraftStep], quotes: [goldWingsQuote] });
    renderAt(GOLD_WINGS, 'quote', 'fr-CA');
    const table = await screen.findByRole('table', { name: 'Ce que comprend votre soumission' }, { timeout: 15_000 });
    expect(rowTexts(table)[1]).toBe('Aéronef C-GABC\u00a0: Cessna 172, 2008');
    expect(rowTexts(table)[2]).toBe('Corps d’aéronef | 250\u00a0000\u00a0$ (valeur agréée) | 1\u00a0000\u00a0$ par sinistre au corps d’aéronef | 6\u00a0250,00\u00a0$');
  });
});

/** docs/requirements.md §5.6: the aviation commission table, as rating computed it. */
describe('quote step: the commission table', () => {
  it('gold wings: each coverage’s insurer (and the aircraft it covers), rate, premium and commission, then the total', async () => {
    serve(GOLD_WINGS, { id: 'p1', status: 'QUOTED', type: 'NEW', progress_states_revision: 3, progress_states: [aircraftStep], quotes: [goldWingsQuote] });
    renderAt(GOLD_WINGS, 'quote');
    const table = await screen.findByRole('table', { name: 'Our commission on this policy' }, { timeout: 15_000 });
    expect(rowTexts(table)).toEqual([
      'Coverage | Insurer | Rate | Premium | Commission',
      'Combined single limit bodily injury, passengers included | Aurora Aviation Insurance CompanyAircraft C-GABC and C-FXYZ | 15% | $10,390.00 | $1,558.50',
      'Cyber coverage | Northstar Specialty Insurance Company | 12.5% | $95.00 | $11.88',
      'Total commission | $1,570.38',
    ]);
    // narrow screens stack each row under its column names
    expect(within(table).getAllByRole('cell').slice(0, 4).map((c) => c.getAttribute('data-label'))).toEqual(['Insurer', 'Rate', 'Premium', 'Commission']);
    expect(screen.getByText('The insurer pays us this commission out of the premium: it adds nothing to the total you pay.')).toBeInTheDocument();
  });

  it('in French', async () => {
    serve(GOLD_WINGS, { id: 'p1', status: 'QUOTED', type: 'NEW', progress_states_revision: 3, progress_states: [aircraftStep], quotes: [goldWingsQuote] });
    renderAt(GOLD_WINGS, 'quote', 'fr-CA');
    const table = await screen.findByRole('table', { name: 'Notre commission sur cette police' }, { timeout: 15_000 });
    expect(rowTexts(table).slice(1)).toEqual([
      'Limite unique combinée pour blessures corporelles, passagers compris | Aurora Aviation Insurance CompanyAéronefs C-GABC et C-FXYZ | 15\u00a0% | 10\u00a0390,00\u00a0$ | 1\u00a0558,50\u00a0$',
      'Protection contre les cyberrisques | Northstar Specialty Insurance Company | 12,5\u00a0% | 95,00\u00a0$ | 11,88\u00a0$',
      'Commission totale | 1\u00a0570,38\u00a0$',
    ]);
  });

  it('a quote without commissions (accountants) has no commission table', async () => {
    serve(ACCOUNTANTS, { id: 'p1', status: 'QUOTED', type: 'NEW', progress_states_revision: 3, progress_states: [], quotes: [quoteAt(1000000)] });
    renderAt(ACCOUNTANTS, 'quote-final');
    await screen.findByRole('table', { name: 'What your quote includes' }, { timeout: 15_000 });
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });
});

/** The quote page's tag zero_as_dash (README "For analysts"), set on the accountants' final quote. */
describe('quote step: an amount of 0 as a dash', () => {
  /** A quote whose deductible, second limit, taxes and fees are 0 (a province without tax). */
  const zeros = {
    id: 'q-zero',
    quote: {
      id: 'q-zero', line_of_business_code: 'LA', full_premium_amount: 1050,
      product: [{ type_code: 'PL', coverage: [
        { plan_name: 'Professional Liability', full_premium: 900, limit: [{ amount: 1000000, applies_to_code: 'EACH_CLAIM' }, { amount: 0, applies_to_code: 'AGGREGATE' }], deductible: [{ amount: 0, type_code: 'EACH_CLAIM' }] },
        { plan_name: 'Tax Audit Fee Insurance', full_premium: 150, limit: [{ amount: 0, applies_to_code: 'AGGREGATE' }], deductible: [{ amount: 1000, type_code: 'EACH_CLAIM' }] },
      ] }],
      payment_options: [{ plan_desc: 'ANNUALLY', payments: [{ taxes: [], fee: [{ type_code: 'POLICY_FEE', amount: 0 }], net_amount: 1050, gross_amount: 1050 }] }],
    },
  };

  it('accountants: a limit, deductible, tax or fee of 0 is a dash read as “not applicable”', async () => {
    serve(ACCOUNTANTS, { id: 'p1', status: 'QUOTED', type: 'NEW', progress_states_revision: 3, progress_states: [], quotes: [zeros] });
    renderAt(ACCOUNTANTS, 'quote-final');
    const table = await screen.findByRole('table', { name: 'What your quote includes' }, { timeout: 15_000 });
    expect(rowTexts(table)).toEqual([
      'Coverage | Limit | Deductible | Premium',
      'Professional liability | $1,000,000 per claim | —not applicable | $900.00',
      'Tax audit fee insurance | —not applicable | $1,000 per claim | $150.00',
      'Premium before taxes and fees | $1,050.00',
      'Taxes | —not applicable',
      'Fees | —not applicable',
      'Total to pay for the year | $1,050.00',
    ]);
    // the dash is for the eye only; a screen reader hears "not applicable"
    const taxes = within(table).getByRole('row', { name: /^Taxes/ });
    expect(within(taxes).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(within(taxes).getByText('not applicable')).toHaveClass('visually-hidden');
  });

  it('a quote page without the tag (agents) shows the zeros', async () => {
    serve(AGENTS, { id: 'p1', status: 'QUOTED', type: 'NEW', progress_states_revision: 3, progress_states: [], quotes: [zeros] });
    renderAt(AGENTS, 'quote');
    const table = await screen.findByRole('table', { name: 'What your quote includes' }, { timeout: 15_000 });
    expect(rowTexts(table).slice(1, 3)).toEqual([
      'Professional liability | $1,000,000 per claim$0 in total per year | $0 per claim | $900.00',
      'Tax audit fee insurance | $0 in total per year | $1,000 per claim | $150.00',
    ]);
    expect(rowTexts(table).slice(4, 6)).toEqual(['Taxes | $0.00', 'Fees | $0.00']);
  });
});

describe('quote step: what the page says', () => {
  it('the accountants page does not point below at a table above it, nor claim premiums include the taxes listed apart', async () => {
    serve(ACCOUNTANTS, { id: 'p1', status: 'QUOTED', type: 'NEW', progress_states_revision: 3, progress_states: [], quotes: [] });
    renderAt(ACCOUNTANTS, 'quote-final');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    const text = document.querySelector('main')!.textContent!;
    expect(text).not.toMatch(/below|include applicable provincial taxes/i);
  });

  it('no quote yet is a warning, not a success message', async () => {
    serve(ACCOUNTANTS, { id: 'p1', status: 'QUOTED', type: 'NEW', progress_states_revision: 3, progress_states: [], quotes: [] });
    renderAt(ACCOUNTANTS, 'quote-final');
    const notice = await screen.findByText(/No quote is available/, {}, { timeout: 15_000 });
    expect(notice.closest('.notice')).toHaveClass('notice-warning');
    expect(notice.closest('.notice')).not.toHaveClass('notice-success');
  });
});

describe('quote step: how long the quote is valid (docs/requirements.md §5.9)', () => {
  const quoted = (days: number | null) => ({ id: 'p1', status: 'QUOTED', type: 'NEW', progress_states_revision: 3, progress_states: [], quotes: [quoteAt(1000000)], quote_expiry_days: days });

  it('says the days left', async () => {
    serve(ACCOUNTANTS, quoted(12));
    renderAt(ACCOUNTANTS, 'quote-final');
    const notice = await screen.findByText('This quote is valid for 12 more days.', {}, { timeout: 15_000 });
    expect(notice.closest('.notice')).toHaveClass('notice-info');
  });

  it('one day, in French', async () => {
    serve(ACCOUNTANTS, quoted(1));
    renderAt(ACCOUNTANTS, 'quote-final', 'fr-CA');
    await screen.findByText('Cette soumission est valide encore 1 jour.', {}, { timeout: 15_000 });
  });

  it('an expired quote is a warning that says what to do', async () => {
    serve(ACCOUNTANTS, quoted(0));
    renderAt(ACCOUNTANTS, 'quote-final');
    const notice = await screen.findByText('This quote has expired. Review your answers to get a new quote.', {}, { timeout: 15_000 });
    expect(notice.closest('.notice')).toHaveClass('notice-warning');
  });

  it('nothing where expiry does not apply', async () => {
    serve(ACCOUNTANTS, quoted(null));
    renderAt(ACCOUNTANTS, 'quote-final');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    // the quote is on the page: only the validity is missing
    await screen.findAllByText(/1,000,000/, {}, { timeout: 15_000 });
    expect(screen.queryByText(/valid for|has expired/)).toBeNull();
  });
});

/** docs/requirements.md §5.5: the limit chosen on an earlier page (the quote page's tag preferred_limit_field) is selected first. */
describe('quote step: the limit the applicant chose is selected', () => {
  const checked = async () => (await screen.findAllByRole('radio', {}, { timeout: 15_000 })).filter((r) => (r as HTMLInputElement).checked).map((r) => r.getAttribute('aria-label'));

  it('agents: the errors-and-omissions limit chosen on coverage-eo, not the first or second tile', async () => {
    const coverage = { name: 'COVERAGE_EO', completed: true, form_elements: { eo_limit: '2000000' } };
    serve(AGENTS, { id: 'p1', status: 'QUOTED', type: 'NEW', progress_states_revision: 3, progress_states: [coverage], quotes: [quoteAt(1000000), quoteAt(2000000)] });
    renderAt(AGENTS, 'quote');
    expect(await checked()).toEqual([expect.stringContaining('$2,000,000')]);
  });

  it('accountants: the professional liability limit chosen, among four quotes', async () => {
    const limit = { name: 'PROFESSIONAL_LIABILITY_LIMIT', completed: true, form_elements: { professional_liability_limit: '5000000' } };
    serve(ACCOUNTANTS, { id: 'p1', status: 'QUOTED', type: 'NEW', progress_states_revision: 3, progress_states: [limit], quotes: [1000000, 2000000, 5000000, 10000000].map(quoteAt) });
    renderAt(ACCOUNTANTS, 'quote-final');
    expect(await checked()).toEqual([expect.stringContaining('$5,000,000')]);
  });
});

/** The confirmation's label is a sentence: the error summary names the field by its short error_label. */
describe('quote step: accepting without the confirmation', () => {
  it.each([
    ['en-CA', 'Accept quote', 'Please correct the following: Confirmation.', 'Confirmation: Confirm your information to continue.'],
    ['fr-CA', 'Accepter la soumission', 'Veuillez corriger les éléments suivants\u00a0: Confirmation.', 'Confirmation\u00a0: Confirmez vos renseignements pour continuer.'],
  ] as const)('%s: the summary names “Confirmation”, not the sentence', async (locale, accept, sentence, item) => {
    serve(ACCOUNTANTS, { id: 'p1', status: 'QUOTED', type: 'NEW', progress_states_revision: 3, progress_states: [], quotes: [quoteAt(1000000)] });
    renderAt(ACCOUNTANTS, 'quote-final', locale);
    await userEvent.click(await screen.findByRole('button', { name: accept }, { timeout: 15_000 }));
    const summary = (await screen.findAllByRole('alert')).find((a) => a.classList.contains('jf-summary'))!;
    expect(summary.querySelector('.jf-summary-text')!.textContent).toBe(sentence);
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([item]);
  });
});
