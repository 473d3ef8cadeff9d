import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { t } from '../../adapters/i18n/format';
import { LOCALES, type Locale } from '../../adapters/types';

/**
 * Text a story shows, in the toolbar's language: `text('Pilot', 'Pilote')` for sample content (what
 * a layout or the server would supply, bilingual inline as in layouts) and `text.message(id)` for
 * the messages of schemas/content (demo buttons, default validation messages).
 */
export interface StoryText {
  (en: string, fr: string): string;
  locale: Locale;
  message(id: string, values?: Record<string, string | number>): string;
}

/** The toolbar's `locale` global, en-CA unless it names another of ours. */
export function localeOf(globals: Record<string, unknown> | undefined): Locale {
  const value = globals?.locale;
  return (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : 'en-CA';
}

export function storyText(locale: Locale): StoryText {
  const text = (en: string, fr: string) => (locale === 'fr-CA' ? fr : en);
  return Object.assign(text, { locale, message: (id: string, values?: Record<string, string | number>) => t(locale, id, values) });
}

/** storyText in the language of the surrounding react-intl provider (the toolbar's, via .storybook/preview). */
export function useStoryText(): StoryText {
  const { locale } = useIntl();
  return useMemo(() => storyText((LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'en-CA'), [locale]);
}
