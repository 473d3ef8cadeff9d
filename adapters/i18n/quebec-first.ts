/**
 * Quebec French first (Charter of the French language, docs/requirements.md §9.5): an applicant
 * whose business or mailing province is Quebec is offered French first, with English one click
 * away, when the brand asks for it (brandsConfig `quebecFrenchFirst`). One rule for the pages, the
 * e-mails and the documents the portal makes.
 */
import { LOCALES, type Locale } from '../types';

export const QUEBEC = 'QC';

/**
 * Where the rule looks: the applicant's business and mailing province, each a code ('QC'), a name
 * ('Québec') or an option `{key}`, and the language they chose for their correspondence ('en', 'fr').
 */
export interface ApplicantProvinces {
  business?: unknown;
  mailing?: unknown;
  language?: unknown;
}

/** The answers that name the provinces and the chosen language in the shipped layouts. */
export const PROVINCE_ANSWERS = { business: 'business_province', mailing: 'mailing_province', language: 'language_code' } as const;

/** The two-letter code of a province as a layout, the address look-up or a customer record gives it; undefined when unreadable. */
export function provinceCode(value: unknown): string | undefined {
  const raw = value !== null && typeof value === 'object' && 'key' in value ? (value as { key: unknown }).key : value;
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
  if (text === 'QUEBEC' || text === 'PQ') return QUEBEC;
  return /^[A-Z]{2}$/.test(text) ? text : undefined;
}

/** Canada Post's first letter of a postal code names its province: G, H and J are Quebec's. */
export function provinceOfPostalCode(postalCode: unknown): string | undefined {
  if (typeof postalCode !== 'string') return undefined;
  return /^[GHJ]\d[A-Z]/i.test(postalCode.trim()) ? QUEBEC : undefined;
}

/** The provinces of an application's merged answers (adapters/journey applicationAnswers). */
export function provincesOfAnswers(answers: Readonly<Record<string, unknown>>): ApplicantProvinces {
  return { business: answers[PROVINCE_ANSWERS.business], mailing: answers[PROVINCE_ANSWERS.mailing], language: answers[PROVINCE_ANSWERS.language] };
}

export function isQuebecApplicant(provinces: ApplicantProvinces): boolean {
  return provinceCode(provinces.business) === QUEBEC || provinceCode(provinces.mailing) === QUEBEC;
}

/** English chosen as the language of correspondence: the choice French first leaves to the person. */
function choseEnglish(language: unknown): boolean {
  const raw = language !== null && typeof language === 'object' && 'key' in language ? (language as { key: unknown }).key : language;
  return typeof raw === 'string' && /^en/i.test(raw.trim());
}

/**
 * The rule: a Quebec applicant of a brand that asks for it is offered French first, unless they have
 * already chosen English for their correspondence (French was offered; English is their choice).
 */
export function frenchFirst(provinces: ApplicantProvinces, brandFrenchFirst: boolean | undefined): boolean {
  return brandFrenchFirst === true && isQuebecApplicant(provinces) && !choseEnglish(provinces.language);
}

/**
 * The languages in the order they are offered: French then English when French comes first, else
 * the person's own language then the other. The first is what a page, e-mail or document shows
 * first; the second is one click (or one scroll) away.
 */
export function offeredLanguages(preferred: Locale, isFrenchFirst: boolean): [Locale, Locale] {
  const first: Locale = isFrenchFirst ? 'fr-CA' : preferred;
  return [first, LOCALES.find((l) => l !== first)!];
}
