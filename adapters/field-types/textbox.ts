/** Free text; a number when tagged number: true or format: currency (stored as a number). */
import { WIDGET } from '../widget-names';
import type { FieldType } from './field-type';

export const textbox: FieldType = {
  kind: 'data',
  compile: (_field, c) => ({
    schema: { type: c.numeric ? 'number' : 'string' },
    uiSchema: { 'ui:widget': WIDGET.textbox, 'ui:options': {} },
  }),
};
