/**
 * A message in one language, or in two with the first language first (Quebec French first,
 * docs/requirements.md §9.5): both subjects on one line, a note in the second language saying
 * its version follows, then both texts.
 */
import { t } from '../../adapters/i18n/format';
import { offeredLanguages } from '../../adapters/i18n/quebec-first';
import type { Locale } from '../../adapters/types';
import type { MailMessage } from './message';

/** The languages of an e-mail: French then English for someone offered French first, else the person's own. */
export function mailLanguages(locale: Locale, isFrenchFirst: boolean): Locale[] {
  return isFrenchFirst ? offeredLanguages(locale, true) : [locale];
}

export function inLanguages(languages: readonly Locale[], build: (locale: Locale) => MailMessage): MailMessage {
  const [first, second] = languages;
  const one = build(first ?? 'en-CA');
  if (!second) return one;
  const other = build(second);
  return {
    to: one.to,
    subject: `${one.subject} / ${other.subject}`,
    text: `${t(second, 'server.mail.otherLanguageFollows')}\n\n${one.text}\n\n————————\n\n${other.text}`,
  };
}
