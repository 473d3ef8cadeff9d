import { hasMessages, installMessages, type Messages } from '../../adapters/i18n/catalog';
import type { Locale } from '../../adapters/types';

/** each locale's messages are their own chunk: a page downloads only the language it shows */
const CHUNKS: Record<Locale, () => Promise<{ default: Messages }>> = {
  'en-CA': () => import('./locales/en-CA'),
  'fr-CA': () => import('./locales/fr-CA'),
};

const pending = new Map<Locale, Promise<void>>();

/**
 * Downloads `locale`'s messages once and installs them in the catalog, where `t()` and the intl
 * providers read them. Resolves at once when they are already in.
 */
export function loadMessages(locale: Locale): Promise<void> {
  if (hasMessages(locale)) return Promise.resolve();
  let loading = pending.get(locale);
  if (!loading) {
    loading = CHUNKS[locale]().then(
      (chunk) => installMessages(locale, chunk.default),
      (error: unknown) => {
        pending.delete(locale); // a failed download may be retried
        throw error;
      },
    );
    pending.set(locale, loading);
  }
  return loading;
}
