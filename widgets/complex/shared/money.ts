import { useMemo } from 'react';
import { useIntl } from 'react-intl';

export interface MoneyFormat {
  /** premiums and amounts due: 2 decimals (en-CA `$1,234.50`, fr-CA `1 234,50 $`) */
  premium(amount: number): string;
  /** coverage limits: 0 decimals (en-CA `$1,000,000`, fr-CA `1 000 000 $`) */
  limit(amount: number): string;
}

/** Money in the current locale, DESIGN §10. */
export function useMoney(): MoneyFormat {
  const intl = useIntl();
  return useMemo(
    () => ({
      premium: (amount) =>
        intl.formatNumber(amount, { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      limit: (amount) =>
        intl.formatNumber(amount, { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    }),
    [intl],
  );
}

/** "$1,000,000", "1000000" or 1000000 → 1000000; anything else → undefined. */
export function parseAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/[$\s,\u00a0\u202f]/g, '');
  if (cleaned === '' || !/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}
