/** Check box list: an object of option key → "y" | "n" (spec 000 §3). */
import { FIELD } from '../widget-names';
import type { FieldType } from './field-type';
import { requireOptions, withOptions, YES_NO } from './shared';

export const multicheckbox: FieldType = {
  kind: 'data',
  compile: (field, c) => {
    const keys = requireOptions(field, c).map((o) => o.key);
    return {
      schema: {
        type: 'object',
        properties: Object.fromEntries(keys.map((k) => [k, { type: 'string', enum: [...YES_NO] }])),
        additionalProperties: false,
      },
      uiSchema: { 'ui:field': FIELD.multiCheckbox, 'ui:options': withOptions(field, c) },
    };
  },
};
