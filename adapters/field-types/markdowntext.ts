/** Read-only markdown text; stores nothing. */
import { FIELD } from '../widget-names';
import type { FieldType } from './field-type';
import { requireText } from './shared';

export const markdowntext: FieldType = {
  kind: 'display',
  compile: (field, c) => ({
    schema: { type: 'null' },
    uiSchema: { 'ui:field': FIELD.markdown, 'ui:options': { markdown: requireText(field, c, 'markdownText') } },
  }),
};
