import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { messagesOf, type Messages } from '../../adapters/i18n/catalog';
import type { Locale } from '../../adapters/types';
import { Loading } from '../shell/Loading';
import ErrorPage from '../pages/error/ErrorPage';

/**
 * A message area of its own (schemas/content/<locale>/<area>.json), one chunk per language: the
 * back office's pages load theirs with the page, so the applicant's locale chunk never carries them.
 * Each area writes its two `import()`s itself, so that the build splits them.
 */
export type MessageArea = Record<Locale, () => Promise<{ default: Messages }>>;

const loaded = new WeakMap<MessageArea, Map<Locale, Messages>>();

function cacheOf(area: MessageArea): Map<Locale, Messages> {
  let cache = loaded.get(area);
  if (!cache) loaded.set(area, (cache = new Map()));
  return cache;
}

/** react-intl with the app's messages and the area's, in the page's language. */
export function AreaIntl({ area, locale, children }: { area: MessageArea; locale: Locale; children: ReactNode }) {
  const cache = cacheOf(area);
  const [own, setOwn] = useState(() => cache.get(locale));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (cache.has(locale)) return setOwn(cache.get(locale));
    let live = true;
    area[locale]().then(
      (chunk) => {
        // the first answer wins: two loads at once (an effect run twice) agree on one object
        if (!cache.has(locale)) cache.set(locale, chunk.default);
        if (live) setOwn(cache.get(locale));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [area, cache, locale]);
  const messages = useMemo(() => (own ? ({ ...messagesOf(locale), ...own } as Messages) : undefined), [locale, own]);
  // a chunk that cannot be downloaded: the server could not be reached
  if (failed) return <ErrorPage status={0} />;
  if (!messages || own !== cache.get(locale)) return <Loading />;
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en-CA">
      {children}
    </IntlProvider>
  );
}
