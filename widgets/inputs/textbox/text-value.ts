import { formatNumberFor, isNumberFormat, parseTypedNumber, type NumberFormat } from '../../i18n/number-format';

/** The format a textbox shows on blur: `ui:options.format`, else a number schema is a number. */
export function formatOf(options: Record<string, unknown>, schemaType: unknown): NumberFormat {
  const format: unknown = options.format;
  if (format === 'number' || format === 'currency' || format === 'percentage' || format === 'year' || format === 'identifier' || format === 'text') return format;
  if (format === 'percent') return 'percentage';
  return schemaType === 'number' || schemaType === 'integer' ? 'number' : 'text';
}

/**
 * What a keystroke stores: empty is no answer; a number field stores the number it reads, or the
 * text as typed when it is not one, so that validation (not the widget) reports it.
 */
export function storedValue(text: string, format: NumberFormat): string | number | undefined {
  if (text.trim() === '') return undefined;
  if (!isNumberFormat(format)) return text;
  return parseTypedNumber(text) ?? text;
}

/** What the textbox shows while not focused. */
export function displayValue(value: unknown, format: NumberFormat, locale: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && format !== 'text') return formatNumberFor(locale, format, value);
  return String(value);
}

/** What the textbox shows when it takes focus: the plain value, ready to edit. */
export function editValue(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

