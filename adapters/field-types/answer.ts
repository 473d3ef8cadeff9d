/**
 * An answer no one types: a popup's button sets it (README "For analysts", Popups). Its options
 * are the keys it may hold, checked like any choice; RJSF's own hidden widget keeps it in the form
 * without drawing anything (a `hidden` field would drop the answer).
 */
import type { FieldType } from './field-type';
import { optionKeySchema } from './shared';

export const answer: FieldType = {
  kind: 'data',
  compile: (field, c) => ({
    schema: optionKeySchema(field, c),
    uiSchema: { 'ui:widget': 'hidden' },
  }),
};
