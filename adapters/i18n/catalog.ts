import type { ResolvedIntlConfig } from '@formatjs/intl';
import type { Locale } from '../types';

/**
 * A locale's messages by id: ICU strings (node, tests) or their precompiled ASTs (the browser build,
 * see tools/vite-messages.ts). @formatjs/intl and react-intl format both alike.
 */
export type Messages = ResolvedIntlConfig['messages'];

/**
 * The messages `t()` and the intl providers format with, filled per locale. The server, tools and
 * tests install every locale at once (adapters/i18n/messages.ts); the browser installs only the
 * locale it shows, from that locale's own chunk (src/i18n/load-messages.ts), before rendering it.
 */
const catalog = new Map<Locale, Messages>();

export function installMessages(locale: Locale, messages: Messages): void {
  catalog.set(locale, messages);
}

export function hasMessages(locale: Locale): boolean {
  return catalog.has(locale);
}

/** The installed messages of `locale`; formatting a locale that was never loaded is a programming error. */
export function messagesOf(locale: Locale): Messages {
  const messages = catalog.get(locale);
  if (!messages) throw new Error(`The messages of ${locale} are not loaded`);
  return messages;
}
