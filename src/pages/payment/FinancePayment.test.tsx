/**
 * Financing in the browser (docs/requirements.md §6.4, §6.8): the payment page offers "Finance"
 * where the program's configuration has financing terms, shows the plan of the option chosen before
 * anything is sent, sends one POST with the option only however often Confirm is clicked, and leads
 * to the confirmation; a refusal shows the server's words. A fake server at fetch.
 */
import { APPLICANT } from '../../../adapters/identity/testing/principals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import journey from '../../../schemas/programs/CANACCT/journey.json';
import type { Session } from '../../session/session';
import { renderApp } from '../../app/testing/render-app';
import { accountantPolicy } from '../../payment/testing/accountant-policy';

const session: Session = { login: 'accountant@demo.test', principal: APPLICANT, firstName: 'B', lastName: 'C', customerNumber: 'C100002', client: 'CANACCT', applicationType: 'NEW' };
const proposal = (status: string) => ({ id: 'p1', type: 'NEW', status, progress_states_revision: 7, progress_states: [], quotes: [], issued_policy_id: 'pol-1', issued_policy_number: 'ACC-100001' });
const TERMS = { downPaymentPercent: 25, instalments: 10, annualRatePercent: 6 };
// the accountant policy: 1,294.00 with 69.00 of taxes → 1,225.00 financeable, 306.25 up front,
// 918.75 financed, charge 918.75 × 6% × 10/12 = 45.94, ten instalments of 96.46 (0.09 left to the down payment)
const FINANCED = { option: 'MONTHLY', down_payment: 375.34, yearly_amount: 1339.94, installment_amount: 96.46, installments: 10, finance_charge: 45.94, provider_reference: 'fin_abc', financed_at: '2026-11-28T01:00:00Z' };

interface Call { method: string; url: string; body: unknown }

function fakeServer(start: { financing?: object | false; noPaymentData?: boolean; postReply?: { status: number; body: unknown } }) {
  const state = { status: 'POLICY_ISSUED_PENDING_PAYMENT', financed: false };
  const calls: Call[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const policy = () => {
    const base = accountantPolicy(state.financed ? { status_code: 'ISSUED', payment_method_code: 'FIN' } : { status_code: null, payment_method_code: null });
    const quote = start.noPaymentData ? { ...base.quote, payment_options: [] } : base.quote;
    return { ...base, quote, finance_plan: state.financed ? FINANCED : null };
  };
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const json = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });
    if (url.startsWith('/smb/cnc/api/v2/config?')) {
      const q = new URL(url, 'http://x').searchParams;
      const page = q.get('page');
      const locale = q.get('locale');
      if (page === 'journey') return json(200, { client: 'CANACCT', page, kind: 'journey', locale, content_hash: 'h', content: journey });
      const content = { stepperWings: false, offlinePayment: false, financing: start.financing ?? TERMS, quoteUnavailableMessage: locale === 'fr-CA' ? 'Aucune soumission.' : 'No quote for this option.' };
      if (page === 'brandsConfig') return json(200, { client: 'CANACCT', page, kind: 'component', locale, content_hash: 'b', content });
      return json(404, {});
    }
    if (url === '/smb/cnc/api/v2/proposals' && method === 'GET') return json(200, proposal(state.status));
    if (url === '/smb/cnc/api/v2/policies/pol-1' && method === 'GET') return json(200, policy());
    if (url === '/smb/cnc/api/v2/policies/pol-1/finance' && method === 'POST') {
      await held;
      if (start.postReply) return json(start.postReply.status, start.postReply.body);
      state.status = 'POLICY_ISSUED';
      state.financed = true;
      return json(201, policy());
    }
    if (url === '/smb/cnc/api/v2/savePaymentTransaction') {
      return json(201, { id: 'tx-1', policy_id: 'pol-1', amount: 1294, progress_code: 'PAYMENT_STARTED', hosted_fields: { url: 'https://pay.test/hosted-fields', origin: 'https://pay.test' } });
    }
    return json(404, { status: 404, message: 'not found' });
  }));
  return { calls, release: () => release() };
}

const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/finance'));
const plan = () => {
  const dl = document.querySelector('dl.finance-plan')!;
  return [...dl.querySelectorAll('div')].map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]);
};

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('financing on the payment page', () => {
  it('shows the monthly plan, then the yearly one, before anything is sent; a double-clicked Confirm sends one POST, then the confirmation', async () => {
    const server = fakeServer({});
    const router = renderApp('/accountants/en-ca/payment', session);
    const group = await screen.findByRole('group', { name: 'How would you like to pay?' }, { timeout: 15_000 });
    await userEvent.click(within(group).getByRole('radio', { name: 'Finance my premium' }));
    const button = await screen.findByRole('button', { name: 'Confirm financing' });
    expect(plan()).toEqual([
      ['Down payment today', '$375.34'],
      ['Monthly instalments', '10 × $96.46'],
      ['Finance charge', '$45.94'],
      ['Total for the year', '$1,339.94'],
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(plan()).toEqual([
      ['Down payment today', '$1,294.00'],
      ['Monthly instalments', 'None'],
      ['Finance charge', '$0.00'],
      ['Total for the year', '$1,294.00'],
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(posts(server.calls)).toEqual([]);
    await userEvent.dblClick(button);
    expect(button).toBeDisabled();
    server.release();
    expect(await screen.findByText('Financed monthly', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/payment/confirmation');
    expect(posts(server.calls)).toEqual([{ method: 'POST', url: '/smb/cnc/api/v2/policies/pol-1/finance', body: { option: 'MONTHLY' } }]);
  });

  it('in French, the plan in French', async () => {
    fakeServer({});
    renderApp('/accountants/fr-ca/payment', session);
    await userEvent.click(await screen.findByRole('radio', { name: 'Financer ma prime' }, { timeout: 15_000 }));
    await screen.findByRole('button', { name: 'Confirmer le financement' });
    expect(plan()).toEqual([
      ['Versement initial aujourd’hui', '375,34\u00a0$'],
      ['Versements mensuels', '10 × 96,46\u00a0$'],
      ['Frais de financement', '45,94\u00a0$'],
      ['Total pour l’année', '1\u00a0339,94\u00a0$'],
    ]);
  });

  it('a refusal shows the server’s words and stays on the payment, Confirm enabled again', async () => {
    const message = 'A quote is not available for this option right now.';
    const server = fakeServer({ postReply: { status: 409, body: { status: 409, code: 10059, message } } });
    const router = renderApp('/accountants/en-ca/payment', session);
    await userEvent.click(await screen.findByRole('radio', { name: 'Finance my premium' }, { timeout: 15_000 }));
    server.release();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm financing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/accountants/en-ca/payment');
    expect(screen.getByRole('button', { name: 'Confirm financing' })).toBeEnabled();
  });

  it('without finance data on the quote, the brand’s quote-unavailable words and no Confirm', async () => {
    fakeServer({ noPaymentData: true });
    renderApp('/accountants/en-ca/payment', session);
    await userEvent.click(await screen.findByRole('radio', { name: 'Finance my premium' }, { timeout: 15_000 }));
    expect(await screen.findByText('No quote for this option.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm financing' })).not.toBeInTheDocument();
  });

  it('a program without financing (nor cheque) offers the card only', async () => {
    fakeServer({ financing: false });
    renderApp('/accountants/en-ca/payment', session);
    expect(await screen.findByTitle('Card details', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Finance my premium' })).not.toBeInTheDocument());
  });

  it('the policy summary of a financed policy shows the method and the plan', async () => {
    const server = fakeServer({});
    server.release();
    renderApp('/accountants/en-ca/payment', session);
    await userEvent.click(await screen.findByRole('radio', { name: 'Finance my premium' }, { timeout: 15_000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm financing' }));
    await screen.findByText('Financed monthly', {}, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('link', { name: 'See my policy summary' }));
    const section = await screen.findByRole('region', { name: 'Payment' }, { timeout: 15_000 });
    const pairs = [...section.querySelectorAll('dl > div')].map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]);
    expect(pairs).toEqual([
      ['Payment method', 'Financed monthly'],
      ['Payment status', 'Down payment received'],
      ['Down payment paid', '$375.34'],
      ['Monthly instalments', '10 × $96.46'],
      ['Finance charge', '$45.94'],
      ['Total for the year, with financing', '$1,339.94'],
      ['Finance agreement', 'fin_abc'],
    ]);
  });
});
