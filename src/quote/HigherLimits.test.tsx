/**
 * The gold-wings higher-limit alternatives (docs/requirements.md §5.8) on the real quote page with a
 * fake server at fetch: the popup opens once as a CSR-approved application (its terms accepted, so on the
 * quote page, docs/requirements.md §3.6) with one aircraft and
 * several quotes opens the page, never otherwise; switching goes through PATCH quote and the tiles
 * follow; keeping closes it.
 */
import { APPLICANT, CSR } from '../../adapters/identity/testing/principals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import journey from '../../schemas/programs/CANGLDWNG/journey.json';
import quotePage from '../../schemas/programs/CANGLDWNG/pages/quote.json';
import type { Session } from '../session/session';
import { renderApp } from '../app/testing/render-app';

const session: Session = { login: 'goldwings@demo.test', principal: APPLICANT, firstName: 'Gord', lastName: 'Goldwing', customerNumber: 'C100005', client: 'CANGLDWNG', applicationType: 'NEW' };

const plane = (registration: string) => ({ registration, make_model: 'Cessna 172', model_year: 2008 });
const aircraftStep = (...registrations: string[]) => ({ name: 'AIRCRAFT_DETAILS_AND_INTERESTED_PARTIES', completed: true, form_elements: { aircraft: registrations.map(plane) } });

/** A gold wings quote at `limit` for C-GABC: hull 3000 and liability under the combined coverage. */
function quote(limit: number, liability: number) {
  const premium = 3000 + liability;
  return {
    id: `gw-${limit / 1_000_000}m`,
    quote: {
      id: `gw-${limit}`, parent_entity_id: 'p1', line_of_business_code: 'aircrafthull', full_premium_amount: premium,
      product: [{ type_code: 'AIRCRAFT_HULL_LIABILITY', coverage: [{
        plan_name: 'Combined Single Bodily Injury Including Passengers', full_premium: premium,
        limit: [{ amount: limit, applies_to_code: 'EACH_OCCURRENCE', text: '' }], deductible: [{ amount: 1000, type_code: 'HULL_EACH_LOSS' }], coverage_option: [],
        vehicle: [{ registration_number: 'C-GABC', coverage: [{ plan_name: 'Hull', full_premium: 3000, limit: [{ amount: 120000 }] }, { plan_name: 'Liability', full_premium: liability, limit: [{ amount: limit }] }] }],
      }] }],
      payment_options: [{ plan_desc: 'ANNUALLY', payments: [{ taxes: [], fee: [], net_amount: premium, gross_amount: premium }] }],
    },
  };
}
const QUOTES = [quote(1_000_000, 380), quote(2_000_000, 530), quote(5_000_000, 830)];
const APPROVED = { id: 'p1', type: 'NEW', status: 'CSR_APPROVED', current_progress_state: 'QUOTE', progress_states_revision: 9, progress_states: [aircraftStep('C-GABC')], quotes: QUOTES, accepted_quote_id: 'gw-1m', terms_accepted_at: '2026-05-01T12:00:00.000Z' };

interface Call { method: string; url: string; headers: Record<string, string>; body: unknown }

function fakeServer(proposal: Record<string, unknown>, replies: Record<string, { status: number; body: unknown }> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const json = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });
    if (url.startsWith('/smb/cnc/api/v2/config?')) {
      const page = new URL(url, 'http://x').searchParams.get('page')!;
      const content = page === 'journey' ? journey : page === 'quote' ? quotePage : undefined;
      return content ? json(200, { client: 'CANGLDWNG', page, kind: page === 'journey' ? 'journey' : 'layout', locale: 'en-CA', content_hash: 'h', content }) : json(404, {});
    }
    if (url === '/smb/cnc/api/v2/proposals' && method === 'GET') return json(200, proposal);
    const reply = replies[`${method} ${url}`];
    return reply ? json(reply.status, reply.body) : json(404, { status: 404, message: 'not found' });
  }));
  return calls;
}

const checkedTile = () => screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked).map((r) => r.getAttribute('aria-label'));
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('gold wings after approval: the higher limits popup', () => {
  it('opens as the page opens, lists each higher limit with its premium; switching calls the server and the tiles follow', async () => {
    const calls = fakeServer(APPROVED, {
      'PATCH /smb/cnc/api/v2/quote': { status: 200, body: { ...APPROVED, accepted_quote_id: 'gw-5m', progress_states_revision: 10 } },
    });
    renderApp('/aircrafthull/en-ca/quote', session);
    const dialog = await screen.findByRole('alertdialog', { name: 'A higher limit is available' }, { timeout: 15_000 });
    expect(dialog).toHaveAccessibleDescription('Your quote was approved with a limit of $1,000,000. You can still choose a higher limit for your aircraft; your application stays approved.');
    expect(within(dialog).getAllByRole('listitem').map((li) => [...li.children].map((c) => c.textContent))).toEqual([
      ['Limit $2,000,000', 'Premium $3,530.00', 'Switch to $2,000,000'],
      ['Limit $5,000,000', 'Premium $3,830.00', 'Switch to $5,000,000'],
    ]);
    expect(checkedTile()).toEqual(['Limit $1,000,000, premium $3,380.00']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to $5,000,000' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(writes(calls).map((c) => [c.method, c.url, c.headers.revision, c.body])).toEqual([['PATCH', '/smb/cnc/api/v2/quote', '9', { quote: { id: 'gw-5m' } }]]);
    expect(checkedTile()).toEqual(['Limit $5,000,000, premium $3,830.00']);
    const table = screen.getByRole('table', { name: 'What your quote includes' });
    expect(within(table).getByRole('row', { name: /^Liability/ })).toHaveTextContent('$5,000,000 per occurrence');
    expect(within(table).getByRole('row', { name: /Total to pay/ })).toHaveTextContent('$3,830.00');
  });

  it('in French, and keeping the approved quote closes it without a call', async () => {
    const calls = fakeServer(APPROVED);
    renderApp('/aircrafthull/fr-ca/quote', session);
    const dialog = await screen.findByRole('alertdialog', { name: 'Une limite plus élevée est offerte' }, { timeout: 15_000 });
    expect([...within(dialog).getAllByRole('listitem')[0]!.children].map((c) => c.textContent)).toEqual(['Limite de 2\u00a0000\u00a0000\u00a0$', 'Prime de 3\u00a0530,00\u00a0$', 'Passer à 2\u00a0000\u00a0000\u00a0$']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Garder ma soumission approuvée' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    expect(checkedTile()).toEqual([expect.stringContaining('1\u00a0000\u00a0000\u00a0$')]);
  });

  it('a switch the server refuses says why and keeps the approved quote', async () => {
    fakeServer(APPROVED, {
      'PATCH /smb/cnc/api/v2/quote': { status: 409, body: { status: 409, error: 'Conflict', code: 10045, message: 'After approval the quote can only be changed when exactly one aircraft is insured.' } },
    });
    renderApp('/aircrafthull/en-ca/quote', session);
    const dialog = await screen.findByRole('alertdialog', { name: 'A higher limit is available' }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to $2,000,000' }));
    const error = await screen.findByRole('alertdialog', { name: 'Your quote could not be switched' });
    expect(error).toHaveTextContent('After approval the quote can only be changed when exactly one aircraft is insured.');
    expect(checkedTile()).toEqual(['Limit $1,000,000, premium $3,380.00']);
  });

  it.each([
    ['before approval (QUOTED)', { status: 'QUOTED', accepted_quote_id: null }],
    ['while QUOTE_ACCEPTED', { status: 'QUOTE_ACCEPTED' }],
    ['with two aircraft', { progress_states: [aircraftStep('C-GABC', 'C-FXYZ')] }],
    ['approved at the highest limit', { accepted_quote_id: 'gw-5m' }],
    ['with a single quote', { quotes: [QUOTES[0]] }],
  ])('does not open %s', async (_case, change) => {
    fakeServer({ ...APPROVED, ...change });
    renderApp('/aircrafthull/en-ca/quote', session);
    await screen.findByRole('group', { name: 'Choose your coverage limit' }, { timeout: 15_000 });
    await screen.findByRole('button', { name: 'Accept quote' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not open for a CSR looking at the application (only the applicant switches)', async () => {
    fakeServer(APPROVED);
    // a CSR opens the application from its review page (docs/requirements.md §8.1)
    renderApp('/aircrafthull/en-ca/quote', { ...session, principal: CSR, customerNumber: undefined, csrCustomerNumber: session.customerNumber });
    await screen.findByRole('group', { name: 'Choose your coverage limit' }, { timeout: 15_000 });
    // the CSR view: the quotes are shown, nothing can be accepted
    await screen.findByText(/application as a CSR/);
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
