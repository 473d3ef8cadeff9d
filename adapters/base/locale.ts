import { LOCALES, type Locale } from '../types';

/** The lower-case locale segment of a URL (`en-ca`) for each locale (`en-CA`). */
export function urlLocale(locale: Locale): string {
  return locale.toLowerCase();
}

/** `en-ca` → `en-CA`; undefined when the segment is not a supported locale. */
export function localeFromSegment(segment: string | undefined): Locale | undefined {
  return LOCALES.find((l) => l.toLowerCase() === segment?.toLowerCase());
}

/** The other language, for the language switch. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en-CA' ? 'fr-CA' : 'en-CA';
}
