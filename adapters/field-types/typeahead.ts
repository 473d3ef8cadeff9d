/** Type-ahead look-up: stores {key, value} and an extended copy of the chosen entry (docs/requirements.md §4.2). */
import { FIELD } from '../widget-names';
import type { FieldType } from './field-type';
import { parseFills } from './fills';
import { withOptions } from './shared';

/** docs/requirements.md §11.6: the look-up starts at 4 typed characters unless configured. */
export const DEFAULT_LOOKUP_MIN_LENGTH = 4;

export const typeahead: FieldType = {
  kind: 'data',
  compile: (field, c) => {
    const configured = c.tags.lookup_min_length;
    const lookupMinLength = configured === undefined ? DEFAULT_LOOKUP_MIN_LENGTH : Number(configured);
    if (!Number.isInteger(lookupMinLength) || lookupMinLength < 0) {
      c.fail(`tag lookup_min_length must be a whole number, not "${String(configured)}"`, 'tags');
    }
    const fills = parseFills(c);
    // tag transform uppercase: text typed but not chosen is upper-cased on focus out (docs/requirements.md §11.6)
    const uppercase = String(c.tags.transform ?? '').includes('uppercase');
    return {
      schema: {
        type: 'object',
        properties: { key: { type: 'string' }, value: { type: 'string' }, extended: {} },
        required: ['key', 'value'],
      },
      uiSchema: {
        'ui:field': FIELD.typeahead,
        'ui:options': withOptions(field, c, {
          lookupMinLength,
          ...(typeof c.tags.lookup === 'string' ? { lookup: c.tags.lookup } : {}),
          ...(fills ? { fills } : {}),
          ...(uppercase ? { uppercase } : {}),
        }),
      },
    };
  },
};
