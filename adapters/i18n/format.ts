import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { MESSAGES } from './messages';
import type { Locale } from '../types';

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape<string>>();

/** One @formatjs/intl instance per locale, for code outside React (adapters, server). */
export function intlFor(locale: Locale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: MESSAGES[locale], defaultLocale: 'en-CA' }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

/** Formats message `id` in `locale`; an unknown id is a programming error, so it throws. */
export function t(locale: Locale, id: string, values?: Record<string, string | number>): string {
  if (!(id in MESSAGES[locale])) throw new Error(`Unknown message id "${id}" for ${locale}`);
  return intlFor(locale).formatMessage({ id }, values);
}
