import type { I18nText, Locale } from '../types';

/** The text in `locale`; English when the French is missing (layouts:check reports that separately). */
export function resolveText(text: I18nText | undefined, locale: Locale): string | undefined {
  if (!text || typeof text !== 'object') return undefined;
  return text[locale] || text['en-CA'] || undefined;
}
