import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { messagesOf, type Messages } from '../../../adapters/i18n/catalog';
import type { Locale } from '../../../adapters/types';
import { Loading } from '../../shell/Loading';
import ErrorPage from '../error/ErrorPage';

/** The admin panel's messages: loaded with the back office, never part of the applicant's locale chunk. */
const CHUNKS: Record<Locale, () => Promise<{ default: Messages }>> = {
  'en-CA': () => import('../../../schemas/content/en-CA/admin.json') as Promise<{ default: Messages }>,
  'fr-CA': () => import('../../../schemas/content/fr-CA/admin.json') as Promise<{ default: Messages }>,
};

const loaded = new Map<Locale, Messages>();

/** react-intl with the app's messages and the admin panel's (schemas/content/<locale>/admin.json). */
export function AdminIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [admin, setAdmin] = useState(() => loaded.get(locale));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (loaded.has(locale)) return setAdmin(loaded.get(locale));
    let live = true;
    CHUNKS[locale]().then(
      (chunk) => {
        loaded.set(locale, chunk.default);
        if (live) setAdmin(chunk.default);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  const messages = useMemo(() => (admin ? ({ ...messagesOf(locale), ...admin } as Messages) : undefined), [locale, admin]);
  // a chunk that cannot be downloaded: the server could not be reached
  if (failed) return <ErrorPage status={0} />;
  if (!messages || admin !== loaded.get(locale)) return <Loading />;
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en-CA">
      {children}
    </IntlProvider>
  );
}
