/**
 * Paying by cheque in the browser (docs/requirements.md §6.4): the payment page offers card or cheque
 * where the program's configuration has cheque instructions, sends one PUT however often the button
 * is clicked, and leads to the instructions page; that page and the policy summary in both languages.
 * A fake server at fetch; the cheque instructions come from the real brandsConfig.json.
 */
import { APPLICANT } from '../../../adapters/identity/testing/principals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import journey from '../../../schemas/programs/CANACCT/journey.json';
import brands from '../../../schemas/config/brandsConfig.json';
import type { Session } from '../../session/session';
import { renderApp } from '../../app/testing/render-app';
import { accountantPolicy } from '../../payment/testing/accountant-policy';

const session: Session = { login: 'accountant@demo.test', principal: APPLICANT, firstName: 'B', lastName: 'C', customerNumber: 'C100002', client: 'CANACCT', applicationType: 'NEW' };
const proposal = (status: string) => ({ id: 'p1', type: 'NEW', status, progress_states_revision: 7, progress_states: [], quotes: [], issued_policy_id: 'pol-1', issued_policy_number: 'ACC-100001' });
const policy = (payment_method_code: string | null, status_code: string | null = null) => accountantPolicy({ status_code, payment_method_code });
type Locale = 'en-CA' | 'fr-CA';
/** brandsConfig as the config service serves it: one language, the cheque instructions included unless `offline` is false. */
const brandsIn = (locale: Locale, offline: boolean) => ({
  stepperWings: false,
  offlinePayment: offline && {
    payableTo: brands.offlinePayment.payableTo[locale],
    mailingAddress: brands.offlinePayment.mailingAddress[locale],
    note: brands.offlinePayment.note[locale],
  },
});

interface Call { method: string; url: string; body: unknown }

/** The server: the application in `status`; PUT STD answers after `putDelay` and moves it to offline payment. */
function fakeServer(start: { status: string; method?: string | null; statusCode?: string | null; offline?: boolean; putReply?: { status: number; body: unknown } }) {
  const state = { status: start.status, method: start.method ?? null, statusCode: start.statusCode ?? null };
  const calls: Call[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const json = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });
    if (url.startsWith('/smb/cnc/api/v2/config?')) {
      const q = new URL(url, 'http://x').searchParams;
      const page = q.get('page');
      const locale = q.get('locale') as Locale;
      if (page === 'journey') return json(200, { client: 'CANACCT', page, kind: 'journey', locale, content_hash: 'h', content: journey });
      if (page === 'brandsConfig') return json(200, { client: 'CANACCT', page, kind: 'component', locale, content_hash: 'b', content: brandsIn(locale, start.offline ?? true) });
      return json(404, {});
    }
    if (url === '/smb/cnc/api/v2/proposals' && method === 'GET') return json(200, proposal(state.status));
    if (url === '/smb/cnc/api/v2/policies/pol-1' && method === 'GET') return json(200, policy(state.method, state.statusCode));
    if (url === '/smb/cnc/api/v2/policies/pol-1' && method === 'PUT') {
      await held;
      if (start.putReply) return json(start.putReply.status, start.putReply.body);
      state.status = 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT';
      state.method = 'STD';
      return json(200, policy('STD'));
    }
    if (url === '/smb/cnc/api/v2/savePaymentTransaction') {
      return json(201, { id: 'tx-1', policy_id: 'pol-1', amount: 1294, progress_code: 'PAYMENT_STARTED', hosted_fields: { url: 'https://pay.test/hosted-fields', origin: 'https://pay.test' } });
    }
    return json(404, { status: 404, message: 'not found' });
  }));
  return { calls, release: () => release() };
}

const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT');

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const TEXT = {
  'en-CA': {
    base: '/accountants/en-ca', legend: 'How would you like to pay?', card: 'Credit card', cheque: 'Cheque by mail', choose: 'Pay by cheque', heading: 'Pay by cheque',
    status: 'Policy ACC-100001 is issued and waits for your cheque.',
    terms: ['Make the cheque payable to', 'Amount, taxes included', 'Reference (write it on the cheque)', 'Mail it to'],
    amount: '$1,294.00', summary: 'Go to my policy summary', link: 'How to pay by cheque',
  },
  'fr-CA': {
    base: '/accountants/fr-ca', legend: 'Comment souhaitez-vous payer?', card: 'Carte de crédit', cheque: 'Chèque par la poste', choose: 'Payer par chèque', heading: 'Paiement par chèque',
    status: 'La police ACC-100001 est émise et attend votre chèque.',
    terms: ['Libellez le chèque à l’ordre de', 'Montant, taxes incluses', 'Référence (à inscrire sur le chèque)', 'Envoyez-le à'],
    amount: '1\u00a0294,00\u00a0$', summary: 'Voir le résumé de ma police', link: 'Comment payer par chèque',
  },
} as const;

describe.each(['en-CA', 'fr-CA'] as const)('%s', (locale) => {
  const t = TEXT[locale];

  it('offers card or cheque; a double-clicked cheque sends one PUT, then the instructions', async () => {
    const server = fakeServer({ status: 'POLICY_ISSUED_PENDING_PAYMENT' });
    const router = renderApp(`${t.base}/payment`, session);
    const group = await screen.findByRole('group', { name: t.legend }, { timeout: 15_000 });
    expect(within(group).getByRole('radio', { name: t.card })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: t.cheque }));
    const button = await screen.findByRole('button', { name: t.choose });
    await userEvent.dblClick(button);
    expect(button).toBeDisabled();
    server.release();
    expect(await screen.findByRole('heading', { level: 1, name: t.heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${t.base}/offline-payment`);
    expect(puts(server.calls)).toEqual([{ method: 'PUT', url: '/smb/cnc/api/v2/policies/pol-1', body: { policy: { id: 'pol-1', billing_information: { payment_method_code: 'STD' } } } }]);

    expect(screen.getByRole('status')).toHaveTextContent(t.status);
    const terms = screen.getAllByRole('term').map((d) => d.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(t.terms);
    expect(values.slice(0, 3)).toEqual([brands.offlinePayment.payableTo[locale], t.amount, 'ACC-100001']);
    for (const line of brands.offlinePayment.mailingAddress[locale]) expect(values[3]).toContain(line);
    expect(screen.getByText(brands.offlinePayment.note[locale])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.summary })).toHaveAttribute('href', `${t.base}/policy-summary`);
  });

  it('the policy summary of a policy waiting for its cheque links to the instructions', async () => {
    fakeServer({ status: 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT', method: 'STD' });
    renderApp(`${t.base}/policy-summary`, session);
    expect(await screen.findByRole('link', { name: t.link }, { timeout: 15_000 })).toHaveAttribute('href', `${t.base}/offline-payment`);
  });
});

describe('cheque: the other cases', () => {
  it('a program without cheque instructions offers the card only', async () => {
    fakeServer({ status: 'POLICY_ISSUED_PENDING_PAYMENT', offline: false });
    renderApp('/accountants/en-ca/payment', session);
    expect(await screen.findByTitle('Card details', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'How would you like to pay?' })).not.toBeInTheDocument());
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('a refused cheque shows the server’s words and stays on the payment', async () => {
    const message = 'This payment is being processed. Wait a moment, then check its status: you will not be charged twice.';
    const server = fakeServer({ status: 'POLICY_ISSUED_PENDING_PAYMENT', putReply: { status: 409, body: { status: 409, code: 10065, message } } });
    const router = renderApp('/accountants/en-ca/payment', session);
    await userEvent.click(await screen.findByRole('radio', { name: 'Cheque by mail' }, { timeout: 15_000 }));
    server.release();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay by cheque' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/accountants/en-ca/payment');
    expect(screen.getByRole('button', { name: 'Pay by cheque' })).toBeEnabled();
  });

  it('the instructions page sends a policy still to pay to its payment, and a paid one to its summary', async () => {
    fakeServer({ status: 'POLICY_ISSUED_PENDING_PAYMENT' });
    const toPay = renderApp('/accountants/en-ca/offline-payment', session);
    await waitFor(() => expect(toPay.state.location.pathname).toBe('/accountants/en-ca/payment'), { timeout: 15_000 });
  });

  it('once a CSR bound it, the instructions page leads to the summary, which says it is paid', async () => {
    fakeServer({ status: 'POLICY_ISSUED', method: 'STD', statusCode: 'ISSUED' });
    const router = renderApp('/accountants/en-ca/offline-payment', session);
    expect(await screen.findByText('Thank you. Your cheque was received and your policy is now in force.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/policy-summary');
    expect(screen.getByText('Cheque')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'How to pay by cheque' })).not.toBeInTheDocument();
  });
});
