/** Single-choice types: the answer is one option key; the widget shows the options its own way. */
import type { WidgetName } from '../widget-names';
import type { FieldType } from './field-type';
import { optionKeySchema, withOptions } from './shared';

export function choiceField(widget: WidgetName): FieldType {
  return {
    kind: 'data',
    compile: (field, c) => ({
      schema: optionKeySchema(field, c),
      uiSchema: { 'ui:widget': widget, 'ui:options': withOptions(field, c) },
    }),
  };
}
