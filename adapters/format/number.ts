/**
 * Numbers and money as people read and type them (docs/requirements.md §9.3): en-CA `$1,000,000.00`,
 * fr-CA `1 000 000,00 $`. Written by hand rather than with Intl so browser and server
 * print the same characters whatever ICU build they carry. Separators inside a number
 * are no-break spaces (U+00A0) in French so an amount never wraps.
 */
import type { Locale } from '../types';

const NBSP = '\u00a0';

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  'en-CA': { group: ',', decimal: '.' },
  'fr-CA': { group: NBSP, decimal: ',' },
};

/** `1234567.891` → en-CA `1,234,567.89`, fr-CA `1 234 567,89` (no-break spaces). */
export function formatNumber(value: number, locale: Locale, decimals = 2): string {
  if (!Number.isFinite(value)) return '';
  const { group, decimal } = SEPARATORS[locale];
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return sign + (fraction ? grouped + decimal + fraction : grouped);
}

/** Money with a `$` placed the locale's way: en-CA `$1,000.00`, fr-CA `1 000,00 $`. */
export function formatMoney(value: number, locale: Locale, decimals = 2): string {
  const text = formatNumber(Math.abs(value), locale, decimals);
  if (text === '') return '';
  const sign = formatNumber(value, locale, decimals).startsWith('-') ? '-' : '';
  return locale === 'fr-CA' ? `${sign}${text}${NBSP}$` : `${sign}$${text}`;
}

/** Coverage limits show whole dollars. */
export const formatLimit = (value: number, locale: Locale): string => formatMoney(value, locale, 0);

/** Premiums, taxes and fees show cents. */
export const formatPremium = (value: number, locale: Locale): string => formatMoney(value, locale, 2);

/** `12.5` → en-CA `12.50%`, fr-CA `12,50 %`. */
export function formatPercent(value: number, locale: Locale, decimals = 2): string {
  const text = formatNumber(value, locale, decimals);
  if (text === '') return '';
  return locale === 'fr-CA' ? `${text}${NBSP}%` : `${text}%`;
}

/**
 * The kinds a layout may declare for a textbox's answer (tag `format`, README "For analysts"):
 * money, a percentage, a year, or an identifier (a licence or member number: digits that name
 * something and are never an amount).
 */
export const FIELD_FORMATS = ['currency', 'percentage', 'year', 'identifier'] as const;
export type FieldFormat = (typeof FIELD_FORMATS)[number];

/** A year or an identifier is written as typed: 2008, never 2,008 or 2 008. */
export const isUngroupedFormat = (format: unknown): boolean => format === 'year' || format === 'identifier';

/** A limit or an answer of a field as its messages write it: grouped for amounts, as typed for years and identifiers. */
export function formatFieldNumber(value: number, format: unknown, locale: Locale): string {
  if (isUngroupedFormat(format)) return String(value);
  return formatNumber(value, locale, Number.isInteger(value) ? 0 : 2);
}

const EN_AMOUNT = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$|^-?\.\d+$/;
const FR_AMOUNT = /^-?\d+(,\d+)?$/;

/**
 * Reads an amount as typed: `"$1,000,000.50"` → 1000000.5, fr-CA `"1 000,50 $"` → 1000.5.
 * Returns null for anything that is not clearly one number (`"12abc"`, `"1,00"` in en-CA),
 * so the caller can keep the text and let validation say what is wrong.
 */
export function parseAmount(input: unknown, locale: Locale = 'en-CA'): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string' || input.length > 64) return null;
  const text = input.replace(/[\s\u00a0\u202f]/g, '').replace(/\$/g, '');
  if (text === '') return null;
  if (EN_AMOUNT.test(text)) return Number(text.replace(/,/g, ''));
  if (locale === 'fr-CA' && FR_AMOUNT.test(text)) return Number(text.replace(',', '.'));
  return null;
}
