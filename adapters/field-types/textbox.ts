/**
 * Free text; a number when tagged number: true, format: currency or format: year (stored as a
 * number). format: identifier keeps digits as text, so leading zeros stay and it is never an amount.
 */
import { FIELD_FORMATS } from '../format/number';
import { isTagTrue } from '../tags';
import { WIDGET } from '../widget-names';
import type { FieldType } from './field-type';

export const textbox: FieldType = {
  kind: 'data',
  compile: (_field, c) => {
    const { format } = c.tags;
    if (format !== undefined && !(FIELD_FORMATS as readonly unknown[]).includes(format)) {
      c.fail(`tag format must be ${FIELD_FORMATS.slice(0, -1).join(', ')} or ${FIELD_FORMATS.at(-1)}, not "${String(format)}"`, 'tags');
    }
    if (format === 'identifier' && isTagTrue(c.tags.number)) {
      c.fail('tag format identifier keeps the answer as text (leading zeros kept): remove tag number', 'tags');
    }
    return {
      schema: { type: c.numeric ? 'number' : 'string' },
      uiSchema: { 'ui:widget': WIDGET.textbox, 'ui:options': {} },
    };
  },
};
