import { useEffect, useMemo, useState } from 'react';
import type { Messages } from '../../adapters/i18n/catalog';
import { messagesOf } from '../../adapters/i18n/catalog';
import type { Locale } from '../../adapters/types';

/** The shell's own messages (schemas/content/<locale>/shell.json): only its lazy parts (modals, drawer) speak them. */
const AREA: Record<Locale, () => Promise<{ default: Messages }>> = {
  'en-CA': () => import('../../schemas/content/en-CA/shell.json') as Promise<{ default: Messages }>,
  'fr-CA': () => import('../../schemas/content/fr-CA/shell.json') as Promise<{ default: Messages }>,
};

const loaded = new Map<Locale, Messages>();

/**
 * The app's messages with the shell's, once downloaded; undefined until then, so that a modal shows
 * nothing rather than a loading line in the header. A failed download leaves it undefined: the modal
 * stays closed and the page goes on.
 */
export function useShellMessages(locale: Locale, withApp = true): Messages | undefined {
  const [own, setOwn] = useState(() => loaded.get(locale));
  useEffect(() => {
    if (loaded.has(locale)) return setOwn(loaded.get(locale));
    let live = true;
    AREA[locale]().then(
      (chunk) => {
        if (!loaded.has(locale)) loaded.set(locale, chunk.default);
        if (live) setOwn(loaded.get(locale));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return useMemo(() => (own && withApp ? ({ ...messagesOf(locale), ...own } as Messages) : own), [own, withApp, locale]);
}
