import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { messagesOf, type Messages } from './catalog';
import type { Locale } from '../types';

const cache = createIntlCache();
const intls = new Map<Locale, { messages: Messages; intl: IntlShape<string> }>();

/** One @formatjs/intl instance per locale and installed messages, for code outside React (adapters, server). */
export function intlFor(locale: Locale): IntlShape<string> {
  const messages = messagesOf(locale);
  let entry = intls.get(locale);
  if (entry?.messages !== messages) {
    entry = { messages, intl: createIntl({ locale, messages, defaultLocale: 'en-CA' }, cache) };
    intls.set(locale, entry);
  }
  return entry.intl;
}

/** Formats message `id` in `locale`; an unknown id is a programming error, so it throws. */
export function t(locale: Locale, id: string, values?: Record<string, string | number>): string {
  if (!(id in messagesOf(locale))) throw new Error(`Unknown message id "${id}" for ${locale}`);
  return intlFor(locale).formatMessage({ id }, values);
}
