/** Scroll-to-bottom terms box (docs/requirements.md §2.8): "y" once read to the end; shows markdownText. */
import { WIDGET } from '../widget-names';
import type { FieldType } from './field-type';
import { requireText, YES_NO } from './shared';

export const termsBox: FieldType = {
  kind: 'data',
  compile: (field, c) => ({
    schema: { type: 'string', enum: [...YES_NO] },
    uiSchema: { 'ui:widget': WIDGET.termsBox, 'ui:options': { markdown: requireText(field, c, 'markdownText') } },
  }),
};
