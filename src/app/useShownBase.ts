import { useEffect, useMemo, useRef, useState } from 'react';
import { hasMessages } from '../../adapters/i18n/catalog';
import { basePath, parseBaseUrl, type BaseUrl } from '../../adapters/base/base-url';
import { DEFAULT_PROGRAM } from '../../adapters/base/programs';
import { loadMessages } from '../i18n/load-messages';

export interface ShownBase {
  base: BaseUrl;
  /** the URL's language is still loading: `base` is the previous one, and no page may render under it */
  pending: boolean;
}

/**
 * The base the page shows: the URL's, once its language's messages are loaded. A language switch
 * keeps the previous base (the header in its words) until the other locale's chunk is in, so
 * nothing ever renders in a language whose messages are missing; main.tsx loads the first one.
 * A path outside every base (the 404 page) falls back to the agent program in English.
 */
export function useShownBase(pathname: string): ShownBase {
  const base = useMemo(
    () =>
      parseBaseUrl(pathname) ?? {
        program: DEFAULT_PROGRAM,
        locale: 'en-CA' as const,
        path: basePath(DEFAULT_PROGRAM, 'en-CA'),
        rest: [],
      },
    [pathname],
  );
  const ready = hasMessages(base.locale);
  const [, loaded] = useState(0);
  useEffect(() => {
    if (!ready) void loadMessages(base.locale).then(() => loaded((n) => n + 1));
  }, [ready, base.locale]);
  const lastShown = useRef(base);
  if (ready) lastShown.current = base;
  return { base: lastShown.current, pending: !ready };
}
