/** A link: text from the label, address from the `href` tag; stores nothing. */
import { FIELD } from '../widget-names';
import type { FieldType } from './field-type';
import { requireText } from './shared';

export const dynamiclink: FieldType = {
  kind: 'display',
  compile: (field, c) => {
    const href = c.tags.href;
    if (typeof href !== 'string' || href === '') c.fail('a dynamiclink field needs a tag href', 'tags');
    return {
      schema: { type: 'null' },
      uiSchema: { 'ui:field': FIELD.dynamicLink, 'ui:options': { href, text: requireText(field, c, 'label') } },
    };
  },
};
