/**
 * custom-tab and custom-accordion: each field is ONE panel whose components are ordinary page
 * fields (data stays flat). The compiler groups consecutive panels of a kind into one set.
 */
import type { FieldType } from './field-type';

export const panel: FieldType = {
  kind: 'panel',
  components: 'flat',
  compile: (field, c) => {
    if (!field.components?.length) c.fail(`a ${field.type} panel needs components`, 'components');
    if (!c.text(field.label)) c.fail(`a ${field.type} panel needs a label (the panel title)`, 'label');
    return { uiSchema: {} };
  },
};
