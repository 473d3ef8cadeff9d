/**
 * The terms-conditions page (docs/requirements.md §2.8, §6.1) with the accountants' shipped layout and
 * a fake server at fetch: Continue and the agree check box wait until the terms box is scrolled to its
 * end (reached by keyboard), the acceptance is sent to the server once, and the status then leads to
 * the final quote; in French; before approval the page only navigates to the quote step.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICANT } from '../../../adapters/identity/testing/principals';
import { renderMarkdown } from '../../../adapters/markdown/render-markdown';
import type { Locale } from '../../../adapters/types';
import journey from '../../../schemas/programs/CANACCT/journey.json';
import terms from '../../../schemas/programs/CANACCT/pages/terms-conditions.json';
import quoteFinal from '../../../schemas/programs/CANACCT/pages/quote-final.json';
import { renderApp, type AppRouter } from '../../app/testing/render-app';
import type { Session } from '../../session/session';

const API = '/smb/cnc/api/v2';
const SESSION: Session = { login: 'benoit@demo.test', principal: APPLICANT, firstName: 'Benoît', lastName: 'Comptable', applicationType: 'NEW', client: 'CANACCT' };

interface Call { method: string; url: string; headers: Record<string, string> }
let proposal: Record<string, unknown>;
let calls: Call[];

function fakeServer(status: string, termsReply?: { status: number; body: unknown }) {
  proposal = { id: 'p-1', customer_number: 'C100002', client: 'CANACCT', status, type: 'NEW', program_type: 'X', progress_states_revision: 7, progress_states: [], quotes: [], terms_accepted_at: null };
  calls = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = init.headers as Record<string, string>;
    calls.push({ method, url, headers });
    const json = (code: number, body: unknown) => new Response(JSON.stringify(body), { status: code });
    const locale = headers['accept-language'] as Locale;
    if (url.startsWith(`${API}/config?`)) {
      const page = new URL(url, 'http://x').searchParams.get('page')!;
      if (page === 'journey') return json(200, { client: 'CANACCT', page, kind: 'journey', locale, content_hash: 'h', content: journey });
      // where the terms lead: served, so that the page arrived at stays (an unknown page would move on to 404)
      if (page === 'quote-final') return json(200, { client: 'CANACCT', page, kind: 'layout', locale, content_hash: 'h', content: quoteFinal });
      if (page === 'terms-conditions') {
        // the server sends the page resolved to the locale, its markdown rendered beside it
        const text = (terms.form_container.rows[0]!.sections[0]!.fields[0]!.markdownText as Record<Locale, string>)[locale];
        return json(200, { client: 'CANACCT', page, kind: 'layout', locale, content_hash: 'h', content: terms, markdown: { [text]: renderMarkdown(text) } });
      }
      return json(404, {});
    }
    if (url === `${API}/proposals` && method === 'GET') return json(200, proposal);
    if (url === `${API}/proposals/terms` && method === 'POST') {
      const reply = termsReply ?? { status: 200, body: { ...proposal, terms_accepted_at: '2026-06-01T10:00:00.000Z', progress_states_revision: 8 } };
      return json(reply.status, reply.body);
    }
    return json(404, { status: 404, message: 'not found' });
  }));
}

/** jsdom lays nothing out: the box measures as a browser would, 1000 px of text in a 200 px box. */
let restore: (() => void) | undefined;
beforeEach(() => {
  sessionStorage.clear();
  const saved = [Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight'), Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')];
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 1000 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 200 });
  restore = () => {
    if (saved[0]) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', saved[0]);
    else delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
    if (saved[1]) Object.defineProperty(HTMLElement.prototype, 'clientHeight', saved[1]);
    else delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  };
});
afterEach(() => {
  restore?.();
  vi.unstubAllGlobals();
});

const at = (router: AppRouter) => router.state.location.pathname;
const scrollToEnd = (box: HTMLElement) => {
  box.scrollTop = 800;
  fireEvent.scroll(box);
};

describe('terms-conditions for a CSR-approved applicant', () => {
  it('Continue and the agree box wait for the end of the terms; the acceptance is recorded, then the final quote', async () => {
    fakeServer('CSR_APPROVED');
    const router = renderApp('/accountants/en-ca/terms-conditions', SESSION);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }, { timeout: 15_000 })).toBeInTheDocument();
    const box = await screen.findByRole('region', { name: 'Terms and conditions of your policy' }, { timeout: 15_000 });
    expect(box).toHaveTextContent('Before your policy is created');
    expect(box.querySelector('h3')).toHaveTextContent('1. Your application');
    const cont = screen.getByRole('button', { name: 'Accept and continue' });
    expect(cont).toBeDisabled();
    expect(cont).toHaveAccessibleDescription('Continue becomes available once you have scrolled to the end of the terms.');
    expect(screen.getByRole('checkbox', { name: 'I have read and I accept the terms and conditions.' })).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Scroll to the end of the text to continue.');

    // the box is reached with Tab, as a keyboard user would, and scrolled (a browser scrolls it with the arrow keys)
    for (let i = 0; i < 30 && document.activeElement !== box; i++) await userEvent.tab();
    expect(box).toHaveFocus();
    box.scrollTop = 500;
    fireEvent.scroll(box);
    expect(cont).toBeDisabled();
    scrollToEnd(box);
    await waitFor(() => expect(cont).toBeEnabled());
    expect(box).toHaveAccessibleDescription('You have read to the end.');
    const agree = screen.getByRole('checkbox', { name: 'I have read and I accept the terms and conditions.' });
    expect(agree).toBeEnabled();

    // accepting needs the box ticked: nothing is sent until it is
    await userEvent.click(cont);
    expect(await screen.findByText('Accept the terms and conditions to continue.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(agree);
    await userEvent.click(cont);
    await waitFor(() => expect(at(router)).toBe('/accountants/en-ca/quote-final'), { timeout: 15_000 });
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.url, c.headers.revision])).toEqual([[`${API}/proposals/terms`, '7']]);
  });

  it('in French', async () => {
    fakeServer('CSR_APPROVED');
    renderApp('/accountants/fr-ca/terms-conditions', SESSION);
    const box = await screen.findByRole('region', { name: 'Modalités et conditions de votre police' }, { timeout: 15_000 });
    expect(box).toHaveTextContent('Avant la création de votre police');
    const cont = screen.getByRole('button', { name: 'Accepter et continuer' });
    expect(cont).toHaveAccessibleDescription('Le bouton Continuer devient accessible une fois que vous avez fait défiler les modalités jusqu’à la fin.');
    expect(cont).toBeDisabled();
    scrollToEnd(box);
    await waitFor(() => expect(cont).toBeEnabled());
    expect(screen.getByRole('checkbox', { name: 'J’ai lu et j’accepte les modalités et conditions.' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
  });

  it('a refusal by the server says why and stays', async () => {
    fakeServer('CSR_APPROVED', { status: 409, body: { status: 409, error: 'Conflict', code: 10057, message: 'The terms and conditions are accepted only for an application approved by a CSR; this one is QUOTED.' } });
    const router = renderApp('/accountants/en-ca/terms-conditions', SESSION);
    const box = await screen.findByRole('region', { name: 'Terms and conditions of your policy' }, { timeout: 15_000 });
    scrollToEnd(box);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and I accept the terms and conditions.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Your acceptance was not recorded' });
    expect(dialog).toHaveTextContent('The terms and conditions are accepted only for an application approved by a CSR; this one is QUOTED.');
    expect(at(router)).toBe('/accountants/en-ca/terms-conditions');
  });

  it('Back returns to the review page', async () => {
    fakeServer('CSR_APPROVED');
    const router = renderApp('/accountants/en-ca/terms-conditions', SESSION);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }, { timeout: 15_000 }));
    await waitFor(() => expect(at(router)).toBe('/accountants/en-ca/review'));
  });
});

describe('terms-conditions in other statuses', () => {
  it('before approval it only navigates: on to the quote step, nothing recorded', async () => {
    fakeServer('QUOTED');
    const router = renderApp('/accountants/en-ca/terms-conditions', SESSION);
    const box = await screen.findByRole('region', { name: 'Terms and conditions of your policy' }, { timeout: 15_000 });
    scrollToEnd(box);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and I accept the terms and conditions.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(at(router)).toBe('/accountants/en-ca/quote-final'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('once accepted, or once the policy exists, the status’s page instead', async () => {
    fakeServer('POLICY_ISSUED_PENDING_PAYMENT');
    const router = renderApp('/accountants/en-ca/terms-conditions', SESSION);
    await waitFor(() => expect(at(router)).toBe('/accountants/en-ca/payment'), { timeout: 15_000 });
  });
});
