/**
 * Check box list: an object of option key → "y" | "n" (docs/requirements.md §4.2). Options marked `selected`
 * start ticked: the default is every key, "y" for those and "n" for the others.
 */
import { FIELD } from '../widget-names';
import type { FieldType } from './field-type';
import { requireOptions, withOptions, YES_NO } from './shared';

export const multicheckbox: FieldType = {
  kind: 'data',
  compile: (field, c) => {
    const options = requireOptions(field, c);
    const keys = options.map((o) => o.key);
    const schema: Record<string, unknown> = {
      type: 'object',
      properties: Object.fromEntries(keys.map((k) => [k, { type: 'string', enum: [...YES_NO] }])),
      additionalProperties: false,
    };
    if (options.some((o) => o.selected === true)) schema.default = Object.fromEntries(options.map((o) => [o.key, o.selected === true ? 'y' : 'n']));
    return { schema, uiSchema: { 'ui:field': FIELD.multiCheckbox, 'ui:options': withOptions(field, c) } };
  },
};
