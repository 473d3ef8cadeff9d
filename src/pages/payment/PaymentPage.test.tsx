/**
 * The payment page with a fake server at fetch and the provider's frame played by this test:
 * the page frames the hosted fields the server named, accepts messages only from their origin and
 * frame, and sends our server the token, never a card (docs/payments.md "Flow"); then the
 * confirmation, and the failure page for what the card fields cannot fix (docs/requirements.md §6.6).
 */
import { APPLICANT } from '../../../adapters/identity/testing/principals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import journey from '../../../schemas/programs/CANACCT/journey.json';
import type { Session } from '../../session/session';
import { renderApp } from '../../app/testing/render-app';
import { accountantPolicy } from '../../payment/testing/accountant-policy';

const session: Session = { login: 'accountant@demo.test', principal: APPLICANT, firstName: 'B', lastName: 'C', customerNumber: 'C100002', client: 'CANACCT', applicationType: 'NEW' };
const PROVIDER = 'https://pay.test';
const hosted = (locale: string) => ({ url: `${PROVIDER}/hosted-fields?locale=${locale}&parent=http%3A%2F%2Flocalhost`, origin: PROVIDER });
const pending = { id: 'p1', type: 'NEW', status: 'POLICY_ISSUED_PENDING_PAYMENT', progress_states_revision: 7, progress_states: [], quotes: [], issued_policy_id: 'pol-1', issued_policy_number: 'ACC-100001' };
const policy = accountantPolicy();
const paidByCard = accountantPolicy({ status_code: 'ISSUED', payment_method_code: 'ISP' });

interface Call { method: string; url: string; body: unknown }
type Reply = { status: number; body: unknown };

/** `replies[key]` is one reply or a list answered in turn (the last one repeats). */
/** `proposal()` is what GET /proposals answers at the time of the call, `issued()` GET policies/pol-1; brandsConfig names the support e-mail. */
function fakeServer(proposal: () => unknown, replies: Record<string, Reply | Reply[]>, issued: () => unknown = () => policy) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const json = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });
    if (url.startsWith('/smb/cnc/api/v2/config?')) {
      const page = new URL(url, 'http://x').searchParams.get('page');
      if (page === 'brandsConfig') return json(200, { client: 'CANACCT', page, kind: 'component', locale: 'en-CA', content_hash: 'b', content: { supportEmail: 'help@brand.test' } });
      return page === 'journey' ? json(200, { client: 'CANACCT', page, kind: 'journey', locale: 'en-CA', content_hash: 'h', content: journey }) : json(404, {});
    }
    if (url === '/smb/cnc/api/v2/proposals' && method === 'GET') return json(200, proposal());
    if (url === '/smb/cnc/api/v2/policies/pol-1') return json(200, issued());
    const reply = replies[`${method} ${url}`];
    const one = Array.isArray(reply) ? (reply.length > 1 ? reply.shift() : reply[0]) : reply;
    return one ? json(one.status, one.body) : json(404, { status: 404, message: 'not found' });
  }));
  return calls;
}

const renderAt = (path: string) => renderApp(path, session);

/** The provider's frame speaking to the page. */
/**
 * The frame as it appears: the page's message listener is attached by an effect, which a busy
 * machine may not have run yet when the frame element is found, so flush effects first.
 */
async function findFrame(): Promise<HTMLIFrameElement> {
  const frame = (await screen.findByTitle('Card details', {}, { timeout: 15_000 })) as HTMLIFrameElement;
  await act(async () => {});
  return frame;
}

function frameSays(frame: HTMLIFrameElement, data: Record<string, unknown>, origin = PROVIDER, source: Window | null = frame.contentWindow) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { source: 'sandbox-hosted-fields', ...data }, origin, source }));
  });
}

const started = (id: string) => ({ status: 201, body: { id, policy_id: 'pol-1', amount: 1294, progress_code: 'PAYMENT_STARTED', hosted_fields: hosted('en-CA') } });
/** The confirmation's label and value pairs. */
const facts = () => screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
const payCalls = (calls: Call[]) => calls.filter((c) => c.url === '/smb/cnc/api/v2/updatePaymentTransaction');

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('payment page', () => {
  it('frames the hosted fields, shows what is paid, pays with the token only, then opens the confirmation', async () => {
    const paid = () => payCalls(calls).length > 0;
    const calls: Call[] = fakeServer(() => (paid() ? { ...pending, status: 'POLICY_ISSUED' } : pending), {
      'POST /smb/cnc/api/v2/savePaymentTransaction': started('tx-1'),
      'POST /smb/cnc/api/v2/updatePaymentTransaction': { status: 200, body: { id: 'tx-1', policy_id: 'pol-1', amount: 1294, progress_code: 'PAYMENT_SUCCESS' } },
    }, () => (paid() ? paidByCard : policy));
    const router = renderAt('/accountants/en-ca/payment');
    const frame = await findFrame();
    expect(frame.getAttribute('src')).toBe(hosted('en-CA').url);
    const summary = screen.getByRole('region', { name: 'Payment summary' });
    expect(within(summary).getAllByRole('definition').map((d) => d.textContent)).toEqual(['ACC-100001', '01/12/2026 to 01/12/2027', '$1,294.00']);

    const pay = screen.getByRole('button', { name: 'Pay $1,294.00' });
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    frameSays(frame, { type: 'ready' }, 'https://evil.test');
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    frameSays(frame, { type: 'ready' });
    expect(pay).toHaveAttribute('aria-disabled', 'false');

    const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
    await userEvent.click(pay);
    expect(posted).toHaveBeenCalledWith({ type: 'tokenize' }, PROVIDER);
    expect(screen.getByRole('status')).toHaveTextContent('Processing your payment…');
    // a token from anywhere but the provider's frame is ignored
    frameSays(frame, { type: 'token', token: 'tok_evil', brand: 'visa', last4: '4242' }, 'https://evil.test');
    frameSays(frame, { type: 'token', token: 'tok_evil', brand: 'visa', last4: '4242' }, PROVIDER, window);
    expect(payCalls(calls)).toEqual([]);
    frameSays(frame, { type: 'token', token: 'tok_good', brand: 'visa', last4: '4242' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your policy is issued' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/payment/confirmation');
    expect(screen.getByText('Thank you. Your payment was received and your policy is now in force.')).toBeInTheDocument();
    expect(facts()).toEqual([['Policy number', 'ACC-100001'], ['Payment method', 'Credit card']]);
    // the number is never broken at its hyphen (white-space: nowrap in src/styles.css)
    expect(screen.getByText('ACC-100001')).toHaveClass('identifier');
    expect(payCalls(calls).map((c) => c.body)).toEqual([{ transaction_id: 'tx-1', token: 'tok_good' }]);

    await userEvent.click(screen.getByRole('link', { name: 'See my policy summary' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Policy summary' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/policy-summary');
  });

  it('a decline keeps the page, shows the server’s words, clears the card and starts a new transaction for the next try', async () => {
    const calls = fakeServer(() => pending, {
      'POST /smb/cnc/api/v2/savePaymentTransaction': [started('tx-1'), started('tx-2')],
      'POST /smb/cnc/api/v2/updatePaymentTransaction': {
        status: 402,
        body: { status: 402, error: 'Payment Required', code: 10061, message: 'The card was declined. Check the card details or try another card.', transaction: { id: 'tx-1', policy_id: 'pol-1', amount: 1294, progress_code: 'PAYMENT_FAILURE' } },
      },
    });
    // an application waiting for payment opens on the payment page, wherever the applicant arrives
    const router = renderAt('/accountants/en-ca/general-information');
    const frame = await findFrame();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/payment');
    frameSays(frame, { type: 'ready' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $1,294.00' })).toHaveAttribute('aria-disabled', 'false'));
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage');

    // the frame found the fields wrong: nothing is sent to us
    await userEvent.click(screen.getByRole('button', { name: 'Pay $1,294.00' }));
    frameSays(frame, { type: 'invalid' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the card details below.');
    expect(payCalls(calls)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Pay $1,294.00' }));
    frameSays(frame, { type: 'token', token: 'tok_1', brand: 'visa', last4: '0002' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The card was declined. Check the card details or try another card.'));
    expect(posted).toHaveBeenCalledWith({ type: 'clear' }, PROVIDER);
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/savePaymentTransaction'))).toHaveLength(2));

    // Enter in the frame pays with the new transaction
    frameSays(frame, { type: 'submit' });
    frameSays(frame, { type: 'token', token: 'tok_2', brand: 'visa', last4: '4242' });
    await waitFor(() => expect(payCalls(calls).map((c) => c.body)).toEqual([{ transaction_id: 'tx-1', token: 'tok_1' }, { transaction_id: 'tx-2', token: 'tok_2' }]));
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
  });

  it('speaks French at fr-ca', async () => {
    fakeServer(() => pending, { 'POST /smb/cnc/api/v2/savePaymentTransaction': { ...started('tx-1'), body: { ...started('tx-1').body, hosted_fields: hosted('fr-CA') } } });
    renderAt('/accountants/fr-ca/payment');
    const frame = await screen.findByTitle('Renseignements sur la carte', {}, { timeout: 15_000 });
    expect(frame.getAttribute('src')).toContain('locale=fr-CA');
    expect(screen.getByRole('heading', { level: 2, name: 'Résumé du paiement' })).toBeInTheDocument();
    expect(screen.getByText('du 01/12/2026 au 01/12/2027')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payer 1\u00a0294,00\u00a0$' })).toBeInTheDocument();
  });

  it('a payment already being processed is shown with the server’s words, without card fields', async () => {
    fakeServer(() => pending, {
      'POST /smb/cnc/api/v2/savePaymentTransaction': {
        status: 409,
        body: { status: 409, error: 'Conflict', code: 10065, message: 'This payment is being processed.', transaction: { id: 'tx-1', policy_id: 'pol-1', amount: 1294, progress_code: 'PAYMENT_PROCESSING' } },
      },
      'POST /smb/cnc/api/v2/getPaymentTransaction': { status: 200, body: { id: 'tx-1', policy_id: 'pol-1', amount: 1294, progress_code: 'PAYMENT_PROCESSING' } },
    });
    renderAt('/accountants/en-ca/payment');
    expect(await screen.findByText('This payment is being processed.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Card details')).not.toBeInTheDocument();
  });
});

describe('payment confirmation', () => {
  // what the server issued paid: billed through the company the applicant is contracted with (docs/requirements.md §6.1)
  const billed = { ...pending, status: 'POLICY_ISSUED' };
  const billedPolicy = accountantPolicy({ status_code: 'ISSUED', payment_method_code: 'ISP', sponsor_billed: true });

  it.each([
    ['en-ca', 'Your policy is issued', 'Thank you. Your payment was received and your policy is now in force.', [['Policy number', 'ACC-100001'], ['Payment method', 'Credit card']], 'See my policy summary'],
    ['fr-ca', 'Votre police est émise', 'Merci. Votre paiement a été reçu et votre police est maintenant en vigueur.', [['Numéro de police', 'ACC-100001'], ['Mode de paiement', 'Carte de crédit']], 'Voir le résumé de ma police'],
  ])('%s: a policy paid by card: banner, policy number under its label, how it was paid, the button to the summary', async (locale, heading, message, pairs, button) => {
    const calls = fakeServer(() => billed, {}, () => paidByCard);
    renderAt(`/accountants/${locale}/payment/confirmation`);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(facts()).toEqual(pairs);
    expect(screen.getByRole('link', { name: button })).toHaveAttribute('href', `/accountants/${locale}/policy-summary`);
    expect(document.title).toBe(heading);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it.each([
    ['en-ca', 'Your premium is billed to the company you are contracted with: there is nothing to pay online. Your policy is now in force.', 'Billed to your company'],
    ['fr-ca', 'Votre prime est facturée à la société avec laquelle vous êtes sous contrat\u00a0: vous n’avez rien à payer en ligne. Votre police est maintenant en vigueur.', 'Facturée à votre société'],
  ])('%s: a policy billed through the company says so, and no payment is started', async (locale, message, method) => {
    const calls = fakeServer(() => billed, {}, () => billedPolicy);
    renderAt(`/accountants/${locale}/payment/confirmation`);
    // exactly, no-break spaces included (the default matcher would fold them into spaces)
    expect(await screen.findByText(message, { normalizer: (text) => text }, { timeout: 15_000 })).toBeInTheDocument();
    expect(facts()[1]).toEqual([expect.any(String), method]);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('the payment page of a paid policy moves on to its confirmation', async () => {
    fakeServer(() => billed, {}, () => paidByCard);
    const router = renderAt('/accountants/en-ca/payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your policy is issued' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/payment/confirmation');
  });

  it('a policy still to pay at the confirmation address goes to its payment', async () => {
    fakeServer(() => pending, { 'POST /smb/cnc/api/v2/savePaymentTransaction': started('tx-1') });
    const router = renderAt('/accountants/en-ca/payment/confirmation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/payment');
  });
});

describe('payment failure', () => {
  const providerRefused = {
    status: 502,
    body: { status: 502, error: 'Bad Gateway', code: 10066, message: 'We could not get an answer from the payment provider.', transaction: { id: 'tx-1', policy_id: 'pol-1', amount: 1294, progress_code: 'PAYMENT_FAILURE', failure_code: 'provider_error' } },
  };

  it('the provider refused our call: the failure page says the card was not charged, how to try again and whom to write to', async () => {
    const calls = fakeServer(() => pending, {
      'POST /smb/cnc/api/v2/savePaymentTransaction': [started('tx-1'), started('tx-2')],
      'POST /smb/cnc/api/v2/updatePaymentTransaction': providerRefused,
    });
    const router = renderAt('/accountants/en-ca/payment');
    const frame = await findFrame();
    frameSays(frame, { type: 'ready' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $1,294.00' })).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $1,294.00' }));
    frameSays(frame, { type: 'token', token: 'tok_1', brand: 'visa', last4: '4242' });

    expect(await screen.findByRole('heading', { level: 1, name: 'We could not take your payment' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/accountants/en-ca/payment/failure?reason=provider');
    expect(screen.getByText('Our payment provider could not process the payment of policy ACC-100001. Your card was not charged. Try again in a few minutes.')).toBeInTheDocument();
    expect(await screen.findByText((_, el) => el?.className === 'payment-note' && el.textContent === 'Need help? Write to help@brand.test and give your policy number, ACC-100001.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@brand.test' })).toHaveAttribute('href', 'mailto:help@brand.test');
    expect(document.title).toBe('We could not take your payment');
    // no new transaction was opened behind the failure page: "Try again" opens the payment, which does
    expect(calls.filter((c) => c.url.endsWith('/savePaymentTransaction'))).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'Try again' }));
    await findFrame();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/payment');
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/savePaymentTransaction'))).toHaveLength(2));
  });

  it('a decline is not a failure page: the card fields can fix it', async () => {
    fakeServer(() => pending, {
      'POST /smb/cnc/api/v2/savePaymentTransaction': [started('tx-1'), started('tx-2')],
      'POST /smb/cnc/api/v2/updatePaymentTransaction': { status: 402, body: { status: 402, code: 10061, message: 'The card was declined.', transaction: { id: 'tx-1', policy_id: 'pol-1', amount: 1294, progress_code: 'PAYMENT_FAILURE', failure_code: 'card_declined' } } },
    });
    const router = renderAt('/accountants/en-ca/payment');
    const frame = await findFrame();
    frameSays(frame, { type: 'ready' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $1,294.00' })).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $1,294.00' }));
    frameSays(frame, { type: 'token', token: 'tok_1', brand: 'visa', last4: '0002' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The card was declined.');
    expect(router.state.location.pathname).toBe('/accountants/en-ca/payment');
  });

  it.each([
    ['en-ca', 'unconfirmed', 'Your payment is not confirmed yet', 'Check my payment'],
    ['fr-ca', 'unconfirmed', 'Votre paiement n’est pas encore confirmé', 'Vérifier mon paiement'],
    ['fr-ca', 'provider', 'Nous n’avons pas pu traiter votre paiement', 'Réessayer'],
    ['en-ca', 'anything', 'Your payment did not go through', 'Try again'],
  ])('%s, reason %s: "%s" with "%s"', async (locale, reason, heading, action) => {
    fakeServer(() => pending, {});
    renderAt(`/accountants/${locale}/payment/failure?reason=${reason}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', `/accountants/${locale}/payment`);
  });

  it('charged but not bound: no way to pay again, only the summary and whom to write to', async () => {
    fakeServer(() => pending, {});
    renderAt('/accountants/en-ca/payment/failure?reason=not-bound');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not finish issuing your policy' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/you will not be charged again/)).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(expect.not.arrayContaining(['Try again', 'Check my payment']));
    expect(screen.getByRole('link', { name: 'See my policy summary' })).toBeInTheDocument();
  });

  it('a policy paid in the meantime leaves the failure page for its confirmation', async () => {
    fakeServer(() => ({ ...pending, status: 'POLICY_ISSUED' }), {}, () => paidByCard);
    const router = renderAt('/accountants/en-ca/payment/failure?reason=unconfirmed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your policy is issued' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accountants/en-ca/payment/confirmation');
  });
});
