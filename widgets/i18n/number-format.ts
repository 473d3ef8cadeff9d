/**
 * Display formatting of typed numbers (docs/requirements.md §9.3): money as `$` with the locale's grouping,
 * percentages with the locale's sign spacing; a year or an identifier as typed (2008, never 2,008).
 * Parsing accepts what people type in either locale.
 */
export type NumberFormat = 'text' | 'number' | 'currency' | 'percentage' | 'year' | 'identifier';

export function isNumberFormat(format: NumberFormat): boolean {
  return format !== 'text' && format !== 'identifier';
}

/** The on-screen keyboard a format wants: digits only for years and identifiers. */
export function inputModeOf(format: NumberFormat): 'numeric' | 'decimal' | undefined {
  if (format === 'year' || format === 'identifier') return 'numeric';
  return format === 'text' ? undefined : 'decimal';
}

const fractionDigits = (value: number) => (Number.isInteger(value) ? 0 : 2);

export function formatNumberFor(locale: string, format: NumberFormat, value: number): string {
  const digits = fractionDigits(value);
  switch (format) {
    case 'currency':
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'CAD',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: 2,
      }).format(value);
    case 'percentage':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
    case 'number':
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
    case 'year':
    case 'identifier':
    case 'text':
      return String(value);
  }
}

/**
 * "$1,000.50", "1 000,50 $", "25 %", "1000" → a number; text that is not a number → undefined.
 * A comma followed by one or two digits at the end is a decimal comma (fr-CA); other commas group.
 */
export function parseTypedNumber(text: string): number | undefined {
  let cleaned = text.replace(/[$%\s\u00a0\u202f]/g, '');
  if (/,\d{1,2}$/.test(cleaned) && !cleaned.includes('.')) cleaned = cleaned.replace(/,(\d{1,2})$/, '.$1');
  cleaned = cleaned.replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}
