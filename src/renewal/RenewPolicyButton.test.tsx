/**
 * The Renew button (docs/requirements.md §2.11) in both languages: shown only inside the policy's
 * renewal window (today set by a fake clock, the window from the real brandsConfig.json), one
 * request however often it is clicked, then the renewal's first step as a RENEWAL; a refusal shows
 * the server's words. A fake server at fetch.
 */
import { APPLICANT } from '../../adapters/identity/testing/principals';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import journey from '../../schemas/programs/CANACCT/journey.json';
import gold from '../../schemas/programs/CANGLDWNG/journey.json';
import brands from '../../schemas/config/brandsConfig.json';
import { BaseContext } from '../base/BaseContext';
import { parseBaseUrl } from '../../adapters/base/base-url';
import { AppIntlProvider } from '../i18n/AppIntlProvider';
import { SessionProvider } from '../session/SessionContext';
import { loadSession, type Session } from '../session/session';
import { RenewPolicyButton, type RenewablePolicy } from './RenewPolicyButton';

type Locale = 'en-CA' | 'fr-CA';
const session: Session = { login: 'accountant@demo.test', principal: APPLICANT, firstName: 'B', lastName: 'C', customerNumber: 'C100002', client: 'CANACCT', applicationType: 'NEW' };
const policy = (status_code: RenewablePolicy['status_code'] = 'ISSUED'): RenewablePolicy => ({ id: 'pol-1', number: 'ACC-100001', status_code, expiration_date: '2027-07-01' });
const renewal = { id: 'p2', type: 'RENEWAL', status: 'IN_PROGRESS', current_progress_state: 'IMPORTANT_INFORMATION', progress_states_revision: 1, progress_states: [], quotes: [], prior_term_liability_limit: 1000000 };

interface Call { method: string; url: string }

function fakeServer(reply: { status: number; body: unknown } = { status: 201, body: renewal }, flow: unknown = journey) {
  const calls: Call[] = [];
  const bodies: unknown[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url });
    const json = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status });
    if (url.startsWith('/smb/cnc/api/v2/config?')) {
      const q = new URL(url, 'http://x').searchParams;
      const page = q.get('page');
      const locale = q.get('locale');
      if (page === 'journey') return json(200, { client: 'CANACCT', page, kind: 'journey', locale, content_hash: 'h', content: flow });
      if (page === 'brandsConfig') return json(200, { client: 'CANACCT', page, kind: 'component', locale, content_hash: 'b', content: { renewalPeriod: brands.renewalPeriod } });
      return json(404, {});
    }
    if (url === '/smb/cnc/api/v2/policies/pol-1/renewal' && method === 'POST') {
      bodies.push(JSON.parse(String(init.body)));
      await held;
      return json(reply.status, reply.body);
    }
    return json(404, { status: 404, message: 'not found' });
  }));
  return { calls, bodies, release: () => release() };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderButton(locale: Locale, p: RenewablePolicy = policy()) {
  const start = `/accountants/${locale.toLowerCase()}/policy-summary`;
  const base = parseBaseUrl(start)!;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider initial={session}>
        <MemoryRouter initialEntries={[start]}>
          <BaseContext.Provider value={base}>
            <Suspense fallback={null}>
              <AppIntlProvider locale={locale}>
                <Routes>
                  <Route path={start} element={<RenewPolicyButton policy={p} />} />
                  <Route path="*" element={<Where />} />
                </Routes>
              </AppIntlProvider>
            </Suspense>
          </BaseContext.Provider>
        </MemoryRouter>
      </SessionProvider>
    </SWRConfig>,
  );
}

/** Today, for the window; only Date is faked, so promises and timers run as usual. */
const today = (iso: string) => vi.setSystemTime(new Date(`${iso}T12:00:00`));

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const TEXT = {
  'en-CA': {
    title: 'Renew your policy', button: 'Renew my policy', base: '/accountants/en-ca',
    window: 'Policy ACC-100001 expires on 01/07/2027. You can renew it until 31/07/2027: your application starts from last year’s answers.',
    refused: 'The renewal period of policy ACC-100001 ended on 31/07/2027. Contact us to renew it.',
  },
  'fr-CA': {
    title: 'Renouveler votre police', button: 'Renouveler ma police', base: '/accountants/fr-ca',
    window: 'La police ACC-100001 expire le 01/07/2027. Vous pouvez la renouveler jusqu’au 31/07/2027 : votre demande reprend vos réponses de l’an dernier.',
    refused: 'La période de renouvellement de la police ACC-100001 a pris fin le 31/07/2027. Communiquez avec nous pour la renouveler.',
  },
} as const;

describe.each(['en-CA', 'fr-CA'] as const)('RenewPolicyButton (%s)', (locale) => {
  const text = TEXT[locale];

  it('inside the window: one request however often it is clicked, then the renewal’s first step as a RENEWAL', async () => {
    today('2027-06-20');
    const server = fakeServer();
    renderButton(locale);
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    expect(screen.getByText(text.window)).toBeTruthy();
    const button = screen.getByRole('button', { name: text.button });
    const user = userEvent.setup();
    await user.click(button);
    await user.click(button);
    await act(async () => server.release());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`${text.base}/important-information`));
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/smb/cnc/api/v2/policies/pol-1/renewal' }]);
    expect(loadSession()?.applicationType).toBe('RENEWAL');
  });

  it('reads the window on the server’s today when the policy says it, not the browser’s', async () => {
    today('2026-11-28');
    fakeServer();
    renderButton(locale, { ...policy(), today: '2027-06-20' });
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    cleanup();
    today('2027-06-20');
    const server = fakeServer();
    renderButton(locale, { ...policy(), today: '2026-11-28' });
    // the configuration has arrived: the button has what it needs to decide, and stays away
    await waitFor(() => expect(server.calls.filter((c) => /page=(journey|brandsConfig)/.test(c.url))).toHaveLength(2));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('heading', { name: text.title })).toBeNull();
  });

  it('a refusal shows the server’s words and stays', async () => {
    today('2027-07-31');
    const server = fakeServer({ status: 409, body: { status: 409, code: 10111, message: text.refused } });
    renderButton(locale);
    await userEvent.setup().click(await screen.findByRole('button', { name: text.button }));
    await act(async () => server.release());
    expect((await screen.findByRole('alert')).textContent).toBe(text.refused);
    expect(screen.getByRole('button', { name: text.button })).toBeTruthy();
    expect(loadSession()?.applicationType).not.toBe('RENEWAL');
  });
});

describe('RenewPolicyButton where the program offers a quick renewal (docs/requirements.md §2.11)', () => {
  const quick = { ...renewal, type: 'QUICK_RENEWAL', is_quick_renewal_journey_active: true, current_progress_state: 'RENEW_PILOT_DETAILS' };

  it('Renew opens the card list; Renew quickly starts a QUICK_RENEWAL once and opens its first page', async () => {
    today('2027-06-20');
    const server = fakeServer({ status: 201, body: quick }, gold);
    renderButton('en-CA');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Renew my policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew your policy' });
    expect(dialog.textContent).toContain('How would you like to renew policy ACC-100001?');
    expect(server.bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Renew quickly' }));
    await act(async () => server.release());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/accountants/en-ca/renew-pilot-details'));
    expect(server.bodies).toEqual([{ type: 'QUICK_RENEWAL' }]);
    expect(loadSession()?.applicationType).toBe('QUICK_RENEWAL');
  });

  it('dismissing the card list starts nothing; the regular renewal is the other card, in French too', async () => {
    today('2027-06-20');
    const server = fakeServer({ status: 201, body: { ...renewal, current_progress_state: 'ELIGIBILITY' } }, gold);
    renderButton('fr-CA');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Renouveler ma police' }));
    await screen.findByRole('dialog', { name: 'Renouveler votre police' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Renouveler ma police' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Renouveler votre police' })).getByRole('button', { name: 'Renouveler de la façon ordinaire' }));
    await act(async () => server.release());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/accountants/fr-ca/eligibility'));
    expect(server.bodies).toEqual([{ type: 'RENEWAL' }]);
    expect(loadSession()?.applicationType).toBe('RENEWAL');
  });
});

describe('RenewPolicyButton outside the window', () => {
  it.each([
    ['the day before it opens (60 days before the expiry)', '2027-05-01', 'ISSUED'],
    ['the day after it closes (30 days after the expiry)', '2027-08-01', 'ISSUED'],
    ['a policy not paid', '2027-06-20', null],
    ['a policy renewed already', '2027-06-20', 'RWL'],
  ] as const)('shows nothing on %s', async (_, day, code) => {
    today(day);
    const server = fakeServer();
    renderButton('en-CA', policy(code));
    // the configuration was read, and still nothing is offered
    await waitFor(() => expect(server.calls.some((c) => c.url.includes('page=brandsConfig'))).toBe(true));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/renew/i)).toBeNull();
  });

  it('shows on the day it opens and on the day it closes', async () => {
    for (const day of ['2027-05-02', '2027-07-31']) {
      today(day);
      fakeServer();
      renderButton('en-CA');
      expect(await screen.findByRole('button', { name: 'Renew my policy' })).toBeTruthy();
      cleanup();
    }
  });
});
