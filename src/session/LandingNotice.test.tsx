/**
 * The one-time notice after sign-in (docs/requirements.md §7.5, §5.9): an expired quote shows the
 * brand configuration's words in the page's language, once; the other notice keeps its own words.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import brands from '../../schemas/config/brandsConfig.json';
import { BaseContext } from '../base/BaseContext';
import { parseBaseUrl } from '../../adapters/base/base-url';
import { AppIntlProvider } from '../i18n/AppIntlProvider';
import { APPLICANT } from '../../adapters/identity/testing/principals';
import { LandingNotice } from './LandingNotice';
import { SessionProvider } from './SessionContext';
import type { Session } from './session';
import { dismissLandingNotice, peekLandingNotice, setLandingNotice } from './landing-notice';

type Locale = 'en-CA' | 'fr-CA';
const session: Session = { login: 'accountant@demo.test', principal: APPLICANT, firstName: 'B', lastName: 'C', customerNumber: 'C100002', client: 'CANACCT', applicationType: 'NEW' };

/** The config service serves the brand configuration in the asked language (server/config-service/components.ts). */
function serveBrandConfig() {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const query = new URL(url, 'http://x').searchParams;
    const page = query.get('page');
    const locale = query.get('locale') as 'en-CA' | 'fr-CA';
    if (page !== 'brandsConfig') return new Response('{}', { status: 404 });
    return new Response(JSON.stringify({ client: 'CANACCT', page, kind: 'component', locale, content_hash: 'b', content: { quoteExpiredMessage: brands.quoteExpiredMessage[locale] } }), { status: 200 });
  }));
}

function show(locale: Locale) {
  const start = `/accountants/${locale.toLowerCase()}/general-information`;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider initial={session}>
      <MemoryRouter initialEntries={[start]}>
        <BaseContext.Provider value={parseBaseUrl(start)!}>
          <Suspense fallback={null}>
            <AppIntlProvider locale={locale}>
              <LandingNotice />
            </AppIntlProvider>
          </Suspense>
        </BaseContext.Provider>
      </MemoryRouter>
      </SessionProvider>
    </SWRConfig>,
  );
}

describe('LandingNotice', () => {
  afterEach(() => {
    cleanup();
    dismissLandingNotice();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it.each([
    ['en-CA', brands.quoteExpiredMessage['en-CA'], 'Close'],
    ['fr-CA', brands.quoteExpiredMessage['fr-CA'], 'Fermer'],
  ] as const)('%s: an expired quote is a warning toast in the brand’s words, shown once', async (locale, words, close) => {
    serveBrandConfig();
    setLandingNotice('quoteExpired');
    show(locale);
    const toast = await screen.findByRole('status');
    await waitFor(() => expect(toast.textContent).toBe(`${words}×`));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(peekLandingNotice()).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: close }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a CSR refusal keeps its own words', async () => {
    serveBrandConfig();
    setLandingNotice('csrRejected');
    show('en-CA');
    const dialog = await screen.findByRole('alertdialog', { name: 'Your previous application was declined' });
    expect(dialog.textContent).not.toContain(brands.quoteExpiredMessage['en-CA']);
  });

  it('a declined application’s dialog survives its page being mounted again, and is gone once acknowledged', async () => {
    serveBrandConfig();
    setLandingNotice('csrRejected');
    show('en-CA');
    await screen.findByRole('alertdialog', { name: 'Your previous application was declined' });
    expect(peekLandingNotice()).toBeUndefined();
    // the step page mounted again (a part of it loading late) before the person answered
    cleanup();
    show('en-CA');
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    cleanup();
    show('en-CA');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows nothing without a notice', () => {
    serveBrandConfig();
    show('en-CA');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
