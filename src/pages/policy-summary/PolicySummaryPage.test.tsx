/**
 * The policy summary (docs/requirements.md §6.6) with a fake server at fetch: number, term, named
 * insured, the coverages of the quote it was issued from with limits, deductibles and premiums,
 * taxes, fees and total, and how the payment stands, in both languages; the application PDF's links
 * once it exists (§6.7).
 */
import { APPLICANT } from '../../../adapters/identity/testing/principals';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import journey from '../../../schemas/programs/CANACCT/journey.json';
import type { Session } from '../../session/session';
import { renderApp } from '../../app/testing/render-app';
import { accountantPolicy } from '../../payment/testing/accountant-policy';
import brands from '../../../schemas/config/brandsConfig.json';

const session: Session = { login: 'accountant@demo.test', principal: APPLICANT, firstName: 'B', lastName: 'C', customerNumber: 'C100002', client: 'CANACCT', applicationType: 'NEW' };
const proposal = (status: string, policyId: string | null = 'pol-1') => ({ id: 'p1', type: 'NEW', status, progress_states_revision: 7, progress_states: [], quotes: [], issued_policy_id: policyId });

function fakeServer(status: string, policy: unknown, policyId: string | null = 'pol-1', brands?: unknown, pdf?: unknown) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    urls.push(url);
    const json = (code: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status: code });
    if (url.startsWith('/smb/cnc/api/v2/config?')) {
      const page = new URL(url, 'http://x').searchParams.get('page');
      if (page === 'brandsConfig' && brands) return json(200, { client: 'CANACCT', page, kind: 'component', locale: 'en-CA', content_hash: 'h', content: brands });
      return page === 'journey' ? json(200, { client: 'CANACCT', page, kind: 'journey', locale: 'en-CA', content_hash: 'h', content: journey }) : json(404, {});
    }
    if (url === '/smb/cnc/api/v2/proposals') return json(200, proposal(status, policyId));
    if (url === '/smb/cnc/api/v2/policies/pol-1') return json(200, policy);
    if (url === '/smb/cnc/api/v2/proposals/p1/pdf/info' && pdf) return json(200, pdf);
    return json(404, { status: 404, message: 'not found' });
  }));
  return urls;
}

const pairs = (list: HTMLElement) => within(list).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
const rows = () => within(screen.getByRole('table')).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('policy summary', () => {
  it.each([
    {
      locale: 'en-ca', title: 'Policy summary', lead: 'Thank you. Your payment was received and your policy is now in force.',
      facts: [['Policy number', 'ACC-100001'], ['Policy term', '01/12/2026 to 01/12/2027'], ['Named insured', 'Benoît Comptable']],
      table: [
        ['Coverage', 'Limit', 'Deductible', 'Premium'],
        ['Professional liability', '$1,000,000 per claim$1,000,000 in total per year', '$5,000 per claim', '$1,100.00'],
        // no deductible: a dash, read out as "not applicable"
        ['Tax audit fee insurance', '$10,000 in total per year', '—not applicable', '$100.00'],
        ['Premium before taxes and fees', '$1,200.00'],
        ['Taxes', '$69.00'],
        ['Fees', '$25.00'],
        ['Total for the year', '$1,294.00'],
      ],
      payment: [['Payment method', 'Credit card'], ['Payment status', 'Paid']],
    },
    {
      locale: 'fr-ca', title: 'Résumé de la police', lead: 'Merci. Votre paiement a été reçu et votre police est maintenant en vigueur.',
      facts: [['Numéro de police', 'ACC-100001'], ['Période d’assurance', 'du 01/12/2026 au 01/12/2027'], ['Assuré désigné', 'Benoît Comptable']],
      table: [
        ['Protection', 'Limite', 'Franchise', 'Prime'],
        ['Responsabilité professionnelle', expect.stringMatching(/^1\u00a0000\u00a0000\u00a0\$ .+/), expect.stringMatching(/^5\u00a0000\u00a0\$/), '1\u00a0100,00\u00a0$'],
        ['Assurance des frais de vérification fiscale', expect.stringMatching(/^10\u00a0000\u00a0\$/), '—sans objet', '100,00\u00a0$'],
        ['Prime avant taxes et frais', '1\u00a0200,00\u00a0$'],
        ['Taxes', '69,00\u00a0$'],
        ['Frais', '25,00\u00a0$'],
        ['Total pour l’année', '1\u00a0294,00\u00a0$'],
      ],
      payment: [['Mode de paiement', 'Carte de crédit'], ['État du paiement', 'Payée']],
    },
  ])('$locale: number, term, named insured, coverages, premium, taxes, fees, total and a paid card payment', async (t) => {
    fakeServer('POLICY_ISSUED', accountantPolicy({ status_code: 'ISSUED', payment_method_code: 'ISP' }));
    renderApp(`/accountants/${t.locale}/policy-summary`, session);
    expect(await screen.findByRole('heading', { level: 1, name: t.title }, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.title).toBe(t.title);
    expect(screen.getByText(t.lead)).toBeInTheDocument();
    const [identity, payment] = document.querySelectorAll<HTMLElement>('dl.policy-facts');
    expect(pairs(identity!)).toEqual(t.facts);
    expect(rows()).toEqual(t.table);
    expect(pairs(payment!)).toEqual(t.payment);
    // no application PDF yet (404) and no policy document: no documents section, no link pretending to be one
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: t.title })).queryByRole('link')).toBeNull();
  });

  // `offered` is the server's order: the request's language first, or French for a Quebec applicant (§9.5)
  it.each([
    { locale: 'en-ca', offered: ['en-CA', 'fr-CA'], title: 'Your application', links: [['Download in English (PDF)', 'en-CA'], ['Download in French (PDF)', 'fr-CA']] },
    { locale: 'fr-ca', offered: ['fr-CA', 'en-CA'], title: 'Votre demande', links: [['Télécharger en français (PDF)', 'fr-CA'], ['Télécharger en anglais (PDF)', 'en-CA']] },
    { locale: 'en-ca', offered: ['fr-CA', 'en-CA'], title: 'Your application', links: [['Download in French (PDF)', 'fr-CA'], ['Download in English (PDF)', 'en-CA']] },
  ])('$locale, offered $offered: once the application PDF exists, it is downloaded in either language, in the order offered (docs/requirements.md §6.7, §9.5)', async (t) => {
    fakeServer('POLICY_ISSUED', accountantPolicy({ status_code: 'ISSUED', payment_method_code: 'ISP' }), 'pol-1', undefined, { file_name: 'Application.pdf', made_at: '2026-11-29T10:00:00.000Z', locales: t.offered });
    renderApp(`/accountants/${t.locale}/policy-summary`, session);
    const section = await screen.findByRole('region', { name: t.title }, { timeout: 15_000 });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('hreflang')])).toEqual(t.links);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(t.links.map(([, l]) => `/smb/cnc/api/v2/proposals/p1/pdf?locale=${l}`));
    expect(links[0]).toHaveAttribute('download', 'Application.pdf');
  });

  it('a paid policy inside its renewal window offers to renew it (docs/requirements.md §2.11)', async () => {
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    fakeServer('POLICY_ISSUED', accountantPolicy({ status_code: 'ISSUED', payment_method_code: 'ISP', effective_date: inDays(-345), expiration_date: inDays(20) }), 'pol-1', brands);
    renderApp('/accountants/en-ca/policy-summary', session);
    expect(await screen.findByRole('button', { name: /renew/i }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('an aviation customer has the way back to the dashboard; other programs have none (docs/requirements.md §11.4)', async () => {
    fakeServer('POLICY_ISSUED_PENDING_PAYMENT', accountantPolicy());
    renderApp('/aircrafthull/en-ca/policy-summary', { ...session, client: 'CANGLDWNG' });
    expect(await screen.findByRole('link', { name: 'Back to my dashboard' }, { timeout: 15_000 })).toHaveAttribute('href', '/aircrafthull/en-ca/dashboard');
  });

  it('a policy still to pay says so and links to the payment', async () => {
    fakeServer('POLICY_ISSUED_PENDING_PAYMENT', accountantPolicy());
    renderApp('/accountants/en-ca/policy-summary', session);
    expect(await screen.findByText('Your policy is issued. It will be in force once it is paid.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(pairs(document.querySelectorAll<HTMLElement>('dl.policy-facts')[1]!)).toEqual([['Payment method', 'Not chosen yet'], ['Payment status', 'To pay']]);
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/accountants/en-ca/payment');
    expect(screen.queryByRole('link', { name: 'Back to my dashboard' })).toBeNull();
  });

  it('a policy waiting for its cheque, in French, links to the instructions', async () => {
    fakeServer('POLICY_ISSUED_PENDING_OFFLINE_PAYMENT', accountantPolicy({ payment_method_code: 'STD' }));
    renderApp('/accountants/fr-ca/policy-summary', session);
    expect(await screen.findByText('En attente de votre chèque', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comment payer par chèque' })).toHaveAttribute('href', '/accountants/fr-ca/offline-payment');
  });

  it('without a policy (a renewal) the page says what it will hold, and asks for no policy', async () => {
    const urls = fakeServer('IN_PROGRESS', {}, null);
    renderApp('/accountants/en-ca/policy-summary', session);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your policies' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(urls.filter((u) => u.includes('/policies'))).toEqual([]);
  });
});
