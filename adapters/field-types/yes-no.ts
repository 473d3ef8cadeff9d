/** Yes/no types: the answer is "y" or "n" (docs/requirements.md §4.2). Options, if given, only relabel the two answers. */
import type { WidgetName } from '../widget-names';
import type { FieldType } from './field-type';
import { YES_NO, withOptions } from './shared';

export function yesNoField(widget: WidgetName): FieldType {
  return {
    kind: 'data',
    compile: (field, c) => {
      const bad = (field.options ?? []).find((o) => !(YES_NO as readonly string[]).includes(o.key));
      if (bad) c.fail(`option key "${bad.key}" is not allowed: a ${field.type} field stores "y" or "n"`, 'options');
      return {
        schema: { type: 'string', enum: [...YES_NO] },
        uiSchema: { 'ui:widget': widget, 'ui:options': withOptions(field, c) },
      };
    },
  };
}
