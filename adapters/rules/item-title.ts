/**
 * The human title of one multi-field item, from its own answers: "C-GABC, Cessna 172",
 * "Jeanne Tremblay", else "Pilot 2". Read from the list's UI schema only, so the item's
 * heading (widgets) and the errors that name the item (validatePage, the server's 400) agree.
 *
 * The list's `summary` tag names the components that title it; components written together
 * (`first_name last_name`) are joined with a space, groups with ", ". Without the tag, the
 * first two text boxes of the item title it.
 */
import { formatFieldNumber, formatMoney, formatPercent } from '../format/number';
import { t } from '../i18n/format';
import type { Locale, UiSchema } from '../types';
import { FIELD, WIDGET, type UiOptionsOption } from '../widget-names';
import { getPath, isRow, toMetaPath } from './paths';

type Options = Record<string, unknown>;

const optionsOf = (ui: unknown): Options => ((isRow(ui) && isRow(ui['ui:options']) ? ui['ui:options'] : {}) as Options);

/** Component groups that title an item: `["registration", "make_model"]` → [[registration], [make_model]]. */
function titleGroups(listUi: UiSchema): string[][] {
  const summary = optionsOf(listUi).summary;
  if (Array.isArray(summary)) return summary.filter((s): s is string => typeof s === 'string').map((s) => s.split(/\s+/).filter(Boolean));
  const items = isRow(listUi.items) ? listUi.items : {};
  const order = Array.isArray(items['ui:order']) ? (items['ui:order'] as string[]) : Object.keys(items).filter((k) => !k.startsWith('ui:'));
  return order
    .filter((name) => isRow(items[name]) && items[name]['ui:widget'] === WIDGET.textbox)
    .slice(0, 2)
    .map((name) => [name]);
}

/** One answer as people read it: an option's label, a number the field's way, a look-up's text. */
function answerText(value: unknown, componentUi: unknown, locale: Locale): string {
  const options = optionsOf(componentUi);
  if (typeof value === 'number') {
    if (options.format === 'currency') return formatMoney(value, locale, Number.isInteger(value) ? 0 : 2);
    if (options.format === 'percentage') return formatPercent(value, locale, Number.isInteger(value) ? 0 : 2);
    return formatFieldNumber(value, options.format, locale);
  }
  if (typeof value === 'string') {
    const choices = Array.isArray(options.options) ? (options.options as UiOptionsOption[]) : [];
    return (choices.find((o) => o.key === value)?.label ?? value).trim();
  }
  if (isRow(value) && typeof value.value === 'string') return value.value.trim();
  return '';
}

/** "Pilot 2": the list's item label and the item's place. */
export function itemNumberTitle(listUi: UiSchema | undefined, index: number, locale: Locale): string {
  const label = optionsOf(listUi).itemLabel;
  return t(locale, 'widgets.complex.multiField.itemTitle', {
    label: typeof label === 'string' && label ? label : t(locale, 'widgets.complex.multiField.item'),
    number: index + 1,
  });
}

/** The item's title from its answers; "Pilot 2" while they are blank. */
export function itemTitle(listUi: UiSchema | undefined, item: unknown, index: number, locale: Locale): string {
  if (!listUi || !isRow(item)) return itemNumberTitle(listUi, index, locale);
  const items = isRow(listUi.items) ? listUi.items : {};
  const text = titleGroups(listUi)
    .map((group) => group.map((name) => answerText(item[name], items[name], locale)).filter(Boolean).join(' '))
    .filter(Boolean)
    .join(', ');
  return text || itemNumberTitle(listUi, index, locale);
}

/** The UI schema at a field's meta path (`aircraft`, `aircraft.*.registration`). */
function uiAt(uiSchema: UiSchema, metaPath: string): UiSchema | undefined {
  let node: unknown = uiSchema;
  for (const segment of metaPath.split('.')) {
    if (!isRow(node)) return undefined;
    node = segment === '*' ? node.items : node[segment];
  }
  return isRow(node) ? node : undefined;
}

/** The innermost item a concrete path lies in: `aircraft.1.registration` → list `aircraft`, index 1. */
function innermostItem(path: string): { list: string; index: number; rest: string } | undefined {
  const segments = path.split('.');
  for (let i = segments.length - 1; i > 0; i--) {
    if (/^\d+$/.test(segments[i]!)) return { list: segments.slice(0, i).join('.'), index: Number(segments[i]), rest: segments.slice(i + 1).join('.') };
  }
  return undefined;
}

/**
 * An error's label that names its item: "Registration mark (C-GABC, Cessna 172)"; the item itself
 * is named by its title. Paths outside any item keep their label.
 */
export function itemErrorLabel(uiSchema: UiSchema, data: unknown, path: string, label: string, locale: Locale): string {
  const at = innermostItem(path);
  const listUi = at && uiAt(uiSchema, toMetaPath(at.list));
  if (!at || !listUi || listUi['ui:field'] !== FIELD.multiField) return label;
  const title = itemTitle(listUi, getPath(data, `${at.list}.${at.index}`), at.index, locale);
  return at.rest === '' ? title : t(locale, 'validation.itemField', { label, item: title });
}
