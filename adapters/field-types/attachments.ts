/**
 * The documents of the application (docs/requirements.md §11.5): the uploaded-documents summary and
 * the button that opens the upload dialog. The documents are kept by the documents API, not in the
 * page's answers: the field stores nothing.
 */
import { FIELD } from '../widget-names';
import type { FieldType } from './field-type';

export const attachments: FieldType = {
  kind: 'display',
  compile: () => ({ schema: { type: 'null' }, uiSchema: { 'ui:field': FIELD.attachments } }),
};
