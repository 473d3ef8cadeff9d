/**
 * One saved answer as a reviewer reads it (docs/requirements.md §8.5): dates dd/MM/yyyy, money in
 * dollars, percentages with two decimals, option keys and yes/no as labels in the reader's language.
 * An empty string means "no answer" (0 is an answer).
 */
import { formatDate, formatFieldNumber, formatMoney, formatPercent } from '../format';
import { t } from '../i18n/format';
import type { FieldMeta, Locale, UiSchema } from '../types';
import { FIELD, WIDGET, type UiOptionsOption } from '../widget-names';

export const isRow = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const optionsOf = (ui: unknown): Record<string, unknown> => (isRow(ui) && isRow(ui['ui:options']) ? ui['ui:options'] : {});

/** The UI schema at a field's meta path (`aircraft`, `aircraft.*.registration`). */
export function uiAt(uiSchema: UiSchema, metaPath: string): UiSchema | undefined {
  let node: unknown = uiSchema;
  for (const segment of metaPath.split('.')) {
    if (!isRow(node)) return undefined;
    node = segment === '*' ? node.items : node[segment];
  }
  return isRow(node) ? node : undefined;
}

const YES_NO_WIDGETS: readonly unknown[] = [WIDGET.radioSlider, WIDGET.checkbox, WIDGET.termsBox];

function optionLabel(options: readonly UiOptionsOption[], key: string): string | undefined {
  return options.find((o) => o.key === key)?.label;
}

function yesNo(value: string, locale: Locale): string | undefined {
  if (value === 'y') return t(locale, 'widgets.core.yes');
  if (value === 'n') return t(locale, 'widgets.core.no');
  return undefined;
}

function numberText(value: number, format: unknown, locale: Locale): string {
  if (format === 'percentage') return formatPercent(value, locale, 2);
  if (format === 'currency') return formatMoney(value, locale, Number.isInteger(value) ? 0 : 2);
  return formatFieldNumber(value, format, locale);
}

export function answerText(meta: FieldMeta | undefined, ui: UiSchema | undefined, value: unknown, locale: Locale): string {
  if (value === undefined || value === null) return '';
  const opts = optionsOf(ui);
  const options = Array.isArray(opts.options) ? (opts.options as UiOptionsOption[]) : [];
  if (typeof value === 'number') return numberText(value, opts.format, locale);
  if (typeof value === 'boolean') return t(locale, value ? 'widgets.core.yes' : 'widgets.core.no');
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return '';
    const label = optionLabel(options, text);
    if (label !== undefined) return label;
    if (ui?.['ui:widget'] === WIDGET.calendar || meta?.type === 'calendar') return formatDate(text);
    if (YES_NO_WIDGETS.includes(ui?.['ui:widget'])) return yesNo(text, locale) ?? text;
    return text;
  }
  if (isRow(value)) {
    // multicheckbox: the ticked options
    if (ui?.['ui:field'] === FIELD.multiCheckbox) {
      return options.filter((o) => value[o.key] === 'y').map((o) => o.label).join(', ');
    }
    // coverage tile: the chosen tile and its limit
    if (ui?.['ui:field'] === FIELD.coverageTile && typeof value.key === 'string') {
      const tile = optionLabel(options, value.key) ?? value.key;
      return typeof value.limit === 'number' ? `${tile} (${formatMoney(value.limit, locale, 0)})` : tile;
    }
    // type-ahead: the text chosen
    if (typeof value.value === 'string') return value.value.trim();
    return '';
  }
  if (Array.isArray(value)) {
    return value.map((v) => answerText(meta, ui, v, locale)).filter(Boolean).join(', ');
  }
  return '';
}
