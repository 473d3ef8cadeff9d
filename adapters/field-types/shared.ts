/** Small helpers the type modules share: option keys, yes/no answers, required options. */
import type { JsonSchema, LayoutField } from '../types';
import type { FieldTypeContext } from './field-type';

export const YES_NO = ['y', 'n'] as const;

/** A string answer that must be one of the option keys (no enum when options come from `collections`). */
export function optionKeySchema(field: LayoutField, c: FieldTypeContext): JsonSchema {
  const keys = requireOptions(field, c).map((o) => o.key);
  return keys.length ? { type: 'string', enum: keys } : { type: 'string' };
}

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
