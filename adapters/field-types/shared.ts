/** Small helpers the type modules share: option keys, yes/no answers, required options, pre-selection. */
import type { JsonSchema, LayoutField, LayoutOption } from '../types';
import { isTagTrue } from '../tags';
import type { FieldTypeContext } from './field-type';

export const YES_NO = ['y', 'n'] as const;

/**
 * A string answer that must be one of the option keys (no enum when options come from
 * `collections`); the option marked `selected` is the JSON Schema `default`, which RJSF fills in
 * and the rule engine fills in the same way (adapters/rules/defaults.ts).
 */
export function optionKeySchema(field: LayoutField, c: FieldTypeContext, isSelected = isOptionSelected): JsonSchema {
  const options = requireOptions(field, c);
  const schema: JsonSchema = options.length ? { type: 'string', enum: options.map((o) => o.key) } : { type: 'string' };
  const selected = singleSelected(field, c, isSelected);
  if (selected !== undefined) schema.default = selected;
  return schema;
}

export const isOptionSelected = (o: LayoutOption): boolean => o?.selected === true;

/** The key of the one pre-selected option; two are a layout error (a single answer has one default). */
export function singleSelected(field: LayoutField, c: FieldTypeContext, isSelected = isOptionSelected): string | undefined {
  const indexes = (field.options ?? []).flatMap((o, i) => (isSelected(o) ? [i] : []));
  if (indexes.length > 1) {
    c.fail(`only one option of a ${field.type} field can be selected (options[${indexes[0]}] and options[${indexes[1]}] are)`, `options[${indexes[1]}]`);
  }
  return indexes.length ? field.options![indexes[0]!]!.key : undefined;
}

/** An option marked `selected: true` or tagged `selected: true` (the finance tile's marking, docs/requirements.md §2.8). */
export const isSelectedOrTagged = (o: LayoutOption): boolean =>
  isOptionSelected(o) || (o?.tags ?? []).some((t) => t?.key === 'selected' && isTagTrue(t.value));

/** Options are needed unless the widget gets its list from `collections`. */
export function requireOptions(field: LayoutField, c: FieldTypeContext) {
  const options = field.options ?? [];
  if (!options.length && !field.collections?.length) c.fail(`a ${field.type} field needs at least one option`, 'options');
  return options;
}

/** `ui:options` with the resolved options, when the field has any. */
export function withOptions(field: LayoutField, c: FieldTypeContext, extra: Record<string, unknown> = {}) {
  const ui: Record<string, unknown> = { ...extra };
  if (field.options?.length) ui.options = c.options(field.options);
  if (field.collections?.length) ui.collections = field.collections;
  return ui;
}

export function requireText(field: LayoutField, c: FieldTypeContext, property: 'markdownText' | 'label'): string {
  const text = c.text(field[property]);
  if (!text) c.fail(`a ${field.type} field needs ${property}`, property);
  return text;
}
