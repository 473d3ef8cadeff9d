/**
 * The quote step and payment with a fake server at fetch: real routes, layouts, QuoteTiles and
 * modals. Quotes are written here as the server's rating would send them.
 */
import { APPLICANT } from '../../adapters/identity/testing/principals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import journey from '../../schemas/programs/CANACCT/journey.json';
import quoteFinal from '../../schemas/programs/CANACCT/pages/quote-final.json';
import type { Session } from '../session/session';
import { renderApp } from '../app/testing/render-app';
import { accountantPolicy } from '../payment/testing/accountant-policy';

const session: Session = { login: 'accountant@demo.test', principal: APPLICANT, firstName: 'B', lastName: 'C', customerNumber: 'C100002', client: 'CANACCT', applicationType: 'NEW' };

/** A CANACCT quote at `limit`: primary premium, optional cyber 275, ON 8 % tax, fee 25. */
function quote(id: string, limit: number, primary: number) {
  const net = primary + 275;
  const tax = Math.round(net * 0.08 * 100) / 100;
  return {
    id,
    quote: {
      id: `${id}-q`, line_of_business_code: 'accountants', full_premium_amount: net,
      product: [{ type_code: 'ACCOUNTANTS_PL', coverage: [
        { plan_name: 'Professional Liability', full_premium: primary, limit: [{ amount: limit, applies_to_code: 'EACH_CLAIM' }], deductible: [] },
        { plan_name: 'Cyber Insurance', full_premium: 275, limit: [{ amount: 100000, applies_to_code: 'AGGREGATE' }], deductible: [] },
        { plan_name: 'Tax Audit Fee Insurance', full_premium: 0, limit: [], deductible: [] },
      ] }],
      payment_options: [{ plan_desc: 'ANNUALLY', payments: [{ taxes: [{ type_code: 'ON_RST', amount: tax }], fee: [{ type_code: 'POLICY_FEE', amount: 25 }], net_amount: net, gross_amount: Math.round((net + tax + 25) * 100) / 100 }] }],
    },
  };
}
// given out of order: the page orders them by limit
const QUOTES = [quote('q5m', 5_000_000, 2100), quote('q1m', 1_000_000, 900), quote('q10m', 10_000_000, 3200), quote('q2m', 2_000_000, 1250)];
const base = { id: 'p1', type: 'NEW', current_progress_state: 'PROFESSIONAL_LIABILITY_LIMIT', progress_states: [], quotes: QUOTES };

interface Call { method: string; url: string; headers: Record<string, string>; body: unknown }

function fakeServer(proposals: unknown[], replies: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const json = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });
    if (url.startsWith('/smb/cnc/api/v2/config?')) {
      const page = new URL(url, 'http://x').searchParams.get('page')!;
      const content = page === 'journey' ? journey : page === 'quote-final' ? quoteFinal : undefined;
      return content ? json(200, { client: 'CANACCT', page, kind: page === 'journey' ? 'journey' : 'layout', locale: 'en-CA', content_hash: 'h', content }) : json(404, {});
    }
    if (url === '/smb/cnc/api/v2/proposals' && method === 'GET') return json(200, proposals.length > 1 ? proposals.shift() : proposals[0]);
    const reply = replies[`${method} ${url}`];
    return reply ? json(reply.status, reply.body) : json(404, { status: 404, message: 'not found' });
  }));
  return calls;
}

const renderAt = (path: string) => renderApp(path, session);

/** fr-CA money uses no-break spaces: `1 000 000 $` */
const nb = (text: string) => text.replace(/(\d) (\d)/g, '$1\u00a0$2').replace(/ \$/g, '\u00a0$');

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('quote step', () => {
  it('orders the quotes by limit, preselects the second, and shows its coverages, taxes, fees and total', async () => {
    fakeServer([{ ...base, status: 'QUOTED', progress_states_revision: 5 }], {});
    renderAt('/accountants/en-ca/quote-final');
    const group = await screen.findByRole('group', { name: 'Choose your coverage limit' }, { timeout: 15_000 });
    const tiles = within(group).getAllByRole('radio');
    expect(tiles.map((t) => t.getAttribute('aria-label'))).toEqual([
      'Limit $1,000,000, premium $1,175.00', 'Limit $2,000,000, premium $1,525.00', 'Limit $5,000,000, premium $2,375.00', 'Limit $10,000,000, premium $3,475.00',
    ]);
    expect(tiles[1]).toBeChecked();
    const table = screen.getByRole('table', { name: 'What your quote includes' });
    // 1250 + 275 = 1525; ON 8 % = 122.00; fee 25; total 1672.00 — the Tax Audit row (premium 0) is not shown
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'CoverageLimitPremium', 'Professional liability$2,000,000 per claim$1,250.00', 'Cyber insurance$100,000 in total per year$275.00',
      'Premium before taxes and fees$1,525.00', 'Taxes$122.00', 'Fees$25.00', 'Total to pay for the year$1,672.00',
    ]);
  });

  it('keeps the prior term’s limit, warns in French when a lower one is chosen, and words money per locale', async () => {
    fakeServer([{ ...base, status: 'QUOTED', progress_states_revision: 5, prior_term_liability_limit: 5_000_000 }], {});
    renderAt('/accountants/fr-ca/quote-final');
    const group = await screen.findByRole('group', { name: 'Choisissez votre limite de garantie' }, { timeout: 15_000 });
    expect(within(group).getByRole('radio', { name: nb('Limite de 5 000 000 $, prime de 2 375,00 $') })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: nb('Limite de 1 000 000 $, prime de 1 175,00 $') }));
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('Cette limite est inférieure à celle de votre police actuelle');
    expect(warning).toHaveTextContent('Vous avez choisi une limite de 1 000 000 $, inférieure à la limite de 5 000 000 $ de votre police actuelle.');
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    // the summary follows the new choice: 900 + 275 = 1175; 8 % = 94.00; + 25 = 1294.00
    expect(within(screen.getByRole('table')).getByRole('row', { name: /Total à payer pour l’année/ })).toHaveTextContent('1 294,00 $');
  });

  it('Accept: accepts the chosen quote, checks CSR review, creates the policy, then opens the payment of that policy', async () => {
    const issued = { ...base, status: 'POLICY_ISSUED_PENDING_PAYMENT', progress_states_revision: 7, accepted_quote_id: 'q1m', issued_policy_id: 'pol-1', issued_policy_number: 'ACC-100001' };
    const calls = fakeServer(
      [{ ...base, status: 'QUOTED', progress_states_revision: 5 }, issued],
      {
        'PATCH /smb/cnc/api/v2/proposals': { status: 200, body: { ...base, status: 'QUOTED', progress_states_revision: 6 } },
        'PATCH /smb/cnc/api/v2/quote': { status: 200, body: { ...base, status: 'QUOTE_ACCEPTED', progress_states_revision: 7, accepted_quote_id: 'q1m' } },
        'POST /smb/cnc/api/v2/proposals/csr_review': { status: 200, body: { review_required: false } },
        'POST /smb/cnc/api/v2/policies': { status: 201, body: { id: 'pol-1', number: 'ACC-100001', billing_account_number: 'BA-500001', status_code: null, payment_method_code: null, sponsor_billed: false } },
        'GET /smb/cnc/api/v2/policies/pol-1': { status: 200, body: { id: 'pol-1', number: 'ACC-100001', billing_account_number: 'BA-500001', status_code: null, payment_method_code: null, sponsor_billed: false, effective_date: '2026-12-01', expiration_date: '2027-12-01', gross_amount: 1294 } },
        'POST /smb/cnc/api/v2/savePaymentTransaction': {
          status: 201,
          body: { id: 'tx-1', policy_id: 'pol-1', amount: 1294, progress_code: 'PAYMENT_STARTED', hosted_fields: { url: 'https://pay.test/hosted-fields', origin: 'https://pay.test' } },
        },
      },
    );
    const router = renderAt('/accountants/en-ca/quote-final');
    const group = await screen.findByRole('group', { name: 'Choose your coverage limit' }, { timeout: 15_000 });
    await userEvent.click(within(group).getByRole('radio', { name: 'Limit $1,000,000, premium $1,175.00' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that the information I have provided is true and complete.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept quote' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/payment');
    // the confirmation is saved with the application first, then the quote is accepted at the new revision
    const saved = calls.find((c) => c.method === 'PATCH' && c.url === '/smb/cnc/api/v2/proposals')!;
    expect([saved.headers.revision, saved.body]).toEqual([
      '5',
      { current_progress_state: 'QUOTE_FINAL', progress_states: [{ name: 'QUOTE_FINAL', completed: true, form_elements: { qa_confirm_information: 'y' } }] },
    ]);
    const accept = calls.find((c) => c.method === 'PATCH' && c.url === '/smb/cnc/api/v2/quote')!;
    expect([accept.headers.revision, accept.body]).toEqual(['6', { quote: { id: 'q1m' } }]);
    expect(calls.indexOf(saved)).toBeLessThan(calls.indexOf(accept));
    expect(calls.find((c) => c.url === '/smb/cnc/api/v2/policies')!.body).toEqual({ quote: { id: 'q1m' } });
    // the payment page starts the policy's transaction and frames the provider's card fields (src/pages/payment/PaymentPage.test.tsx)
    expect(await screen.findByTitle('Card details')).toHaveAttribute('src', 'https://pay.test/hosted-fields');
    expect(calls.find((c) => c.url === '/smb/cnc/api/v2/savePaymentTransaction')!.body).toEqual({ policy_id: 'pol-1' });
  });

  it('Accept: a policy the server issued paid (billed through the company) opens its confirmation; no payment is started', async () => {
    // the server decides who pays (docs/requirements.md §6.1); the page follows its reply, whatever the program
    const paid = { ...base, status: 'POLICY_ISSUED', progress_states_revision: 7, accepted_quote_id: 'q2m', issued_policy_id: 'pol-1', issued_policy_number: 'AGT-100001' };
    const created = { id: 'pol-1', number: 'AGT-100001', billing_account_number: 'BA-500001', status_code: 'ISSUED', payment_method_code: 'ISP', sponsor_billed: true };
    const calls = fakeServer(
      [{ ...base, status: 'QUOTED', progress_states_revision: 5 }, paid],
      {
        'PATCH /smb/cnc/api/v2/proposals': { status: 200, body: { ...base, status: 'QUOTED', progress_states_revision: 6 } },
        'PATCH /smb/cnc/api/v2/quote': { status: 200, body: { ...base, status: 'QUOTE_ACCEPTED', progress_states_revision: 7, accepted_quote_id: 'q2m' } },
        'POST /smb/cnc/api/v2/proposals/csr_review': { status: 200, body: { review_required: false } },
        'POST /smb/cnc/api/v2/policies': { status: 201, body: created },
        'GET /smb/cnc/api/v2/policies/pol-1': { status: 200, body: accountantPolicy(created) },
      },
    );
    const router = renderAt('/accountants/en-ca/quote-final');
    await screen.findByRole('group', { name: 'Choose your coverage limit' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that the information I have provided is true and complete.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept quote' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your policy is issued' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/payment/confirmation');
    expect(screen.getByText('Your premium is billed to the company you are contracted with: there is nothing to pay online. Your policy is now in force.')).toBeInTheDocument();
    expect(screen.getByText('Billed to your company')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/smb/cnc/api/v2/proposals/csr_review', '/smb/cnc/api/v2/policies']);
  });

  it('sends a quote that needs review to csr-referral', async () => {
    fakeServer([{ ...base, status: 'QUOTED', progress_states_revision: 5 }, { ...base, status: 'PENDING_CSR_REVIEW', progress_states_revision: 8 }], {
      'PATCH /smb/cnc/api/v2/proposals': { status: 200, body: { ...base, status: 'QUOTED', progress_states_revision: 6 } },
      'PATCH /smb/cnc/api/v2/quote': { status: 200, body: { ...base, status: 'QUOTE_ACCEPTED', progress_states_revision: 7 } },
      'POST /smb/cnc/api/v2/proposals/csr_review': { status: 200, body: { review_required: true } },
    });
    const router = renderAt('/accountants/en-ca/quote-final');
    await screen.findByRole('group', { name: 'Choose your coverage limit' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that the information I have provided is true and complete.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept quote' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your application is being reviewed' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/csr-referral');
  });

  it('goes to csr-referral when the server refers the quote as it accepts it, without issuing a policy', async () => {
    const calls = fakeServer([{ ...base, status: 'QUOTED', progress_states_revision: 5 }, { ...base, status: 'PENDING_CSR_REVIEW', progress_states_revision: 7 }], {
      'PATCH /smb/cnc/api/v2/proposals': { status: 200, body: { ...base, status: 'QUOTED', progress_states_revision: 6 } },
      'PATCH /smb/cnc/api/v2/quote': { status: 200, body: { ...base, status: 'PENDING_CSR_REVIEW', progress_states_revision: 7, accepted_quote_id: 'q2m' } },
    });
    const router = renderAt('/accountants/en-ca/quote-final');
    await screen.findByRole('group', { name: 'Choose your coverage limit' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that the information I have provided is true and complete.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept quote' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your application is being reviewed' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/csr-referral');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([]);
  });
});
