/**
 * Labels set into sentences the way each language punctuates them: lists joined with "and" / "et",
 * a label that is itself a sentence (a question, or a statement such as a check box's "I confirm
 * that … complete.") set off in quotation marks (“…?” / « …? »), never followed by a colon ("?:",
 * ".:"), and a sentence never ending in "?." (the question mark already ends it). A layout gives a
 * long label a short `error_label` for these texts (README "For analysts").
 */
import type { Locale } from '../types';

const NBSP = '\u00a0';
const AND: Record<Locale, string> = { 'en-CA': 'and', 'fr-CA': 'et' };
const QUOTE: Record<Locale, [string, string]> = { 'en-CA': ['“', '”'], 'fr-CA': [`«${NBSP}`, `${NBSP}»`] };
/** en-CA "Label: message", fr-CA "Label : message" (no-break space before the colon). */
const COLON: Record<Locale, string> = { 'en-CA': ':', 'fr-CA': `${NBSP}:` };

/** Ends with its own mark: `?`, `!`, `.` or `…`, perhaps inside closing quotation marks. */
const ENDS_WITH_MARK = /[?!.…][\s\u00a0\u202f]*[”»"')]*$/;
/** A label that is a sentence of its own: it ends with its own mark. */
const IS_SENTENCE = /[?!.…][\s\u00a0\u202f]*$/;

/** A label that is a sentence of its own is quoted inside a list. */
const quoted = (label: string, locale: Locale) => (IS_SENTENCE.test(label) ? `${QUOTE[locale][0]}${label}${QUOTE[locale][1]}` : label);

/** `["A","B","C"]` → en-CA `"A, B and C"`, fr-CA `"A, B et C"` (no serial comma; the 400 summary). */
export function joinLabels(labels: readonly string[], locale: Locale): string {
  const parts = labels.map((label) => quoted(label, locale));
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} ${AND[locale]} ${parts[parts.length - 1]}`;
}

/** Adds the final period unless the text already ends with its own mark ("…insured?”" stays as is). */
export function finishSentence(text: string): string {
  return ENDS_WITH_MARK.test(text) ? text : `${text}.`;
}

/** A field's label before its message: "First name: …", but "Who is the named insured? …" (no "?:" nor ".:"). */
export function labelled(label: string, message: string, locale: Locale): string {
  return IS_SENTENCE.test(label) ? `${label} ${message}` : `${label}${COLON[locale]} ${message}`;
}
