import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatLimit, formatPremium, parseAmount as parseTyped } from '../../adapters/format';
import { LOCALES, type Locale } from '../../adapters/types';

export interface MoneyFormat {
  /** premiums and amounts due: 2 decimals (en-CA `$1,234.50`, fr-CA `1 234,50 $`) */
  premium(amount: number): string;
  /** coverage limits: 0 decimals (en-CA `$1,000,000`, fr-CA `1 000 000 $`) */
  limit(amount: number): string;
}

/** The react-intl locale as one of ours (en-CA when it is anything else). */
export function useLocale(): Locale {
  const { locale } = useIntl();
  return (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'en-CA';
}

/** Money in the current locale with the same characters the server and PDFs print (adapters/format). */
export function useMoney(): MoneyFormat {
  const locale = useLocale();
  return useMemo(() => ({ premium: (n) => formatPremium(n, locale), limit: (n) => formatLimit(n, locale) }), [locale]);
}

/** "$1,000,000", "1000000" or 1000000 → 1000000; anything else → undefined. */
export function parseAmount(value: unknown): number | undefined {
  return parseTyped(value) ?? undefined;
}
