import type { RJSFSchema } from '@rjsf/utils';
import type { UiOptionsOption } from '../../../adapters/widget-names';

/**
 * The collapsed item's summary line: the values of `ui:options.summary` (component names),
 * or of the first two text/number components, joined with " · ". Option keys show as their label.
 */
export function summaryOf(
  item: unknown,
  itemSchema: RJSFSchema,
  itemUiSchema: Record<string, unknown> | undefined,
  summaryFields: readonly string[] | undefined,
  formatNumber: (n: number) => string,
): string {
  if (!item || typeof item !== 'object') return '';
  const data = item as Record<string, unknown>;
  const properties = (itemSchema.properties ?? {}) as Record<string, RJSFSchema>;
  const names =
    summaryFields ??
    Object.keys(properties)
      .filter((n) => ['string', 'number', 'integer'].includes(String(properties[n]?.type)))
      .slice(0, 2);
  return names
    .map((n) => display(data[n], optionsOf(itemUiSchema?.[n]), formatNumber))
    .filter((text) => text !== '')
    .join(' · ');
}

function optionsOf(ui: unknown): UiOptionsOption[] {
  const options = (ui as { 'ui:options'?: { options?: unknown } } | undefined)?.['ui:options']?.options;
  return Array.isArray(options) ? (options as UiOptionsOption[]) : [];
}

function display(value: unknown, options: UiOptionsOption[], formatNumber: (n: number) => string): string {
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return options.find((o) => o.key === value)?.label ?? value;
  if (value && typeof value === 'object' && typeof (value as { value?: unknown }).value === 'string') {
    return (value as { value: string }).value;
  }
  return '';
}
