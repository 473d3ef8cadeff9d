/** Repeating group (aircraft, pilots, ...): an array of objects of its components. */
import { FIELD } from '../widget-names';
import type { FieldType } from './field-type';

export const multifieldv2: FieldType = {
  kind: 'data',
  components: 'items',
  compile: (field, c, children) => {
    if (!children?.order.length) return c.fail('a multifieldv2 field needs components', 'components');
    const schema: Record<string, unknown> = {
      type: 'array',
      items: { type: 'object', properties: children.properties, ...(children.required.length ? { required: children.required } : {}) },
    };
    const options: Record<string, unknown> = {};
    // the label names one item: "Pilot" → "Pilot 1", "Pilot 2"
    const itemLabel = c.text(field.label);
    if (itemLabel) options.itemLabel = itemLabel;
    if (typeof c.tags.summary === 'string') options.summary = c.tags.summary.split(',').map((s) => s.trim()).filter(Boolean);
    if (c.tags.max_items !== undefined) {
      const max = Number(c.tags.max_items);
      if (!Number.isInteger(max) || max < 1) c.fail(`tag max_items must be a whole number of at least 1, not "${String(c.tags.max_items)}"`, 'tags');
      schema.maxItems = max;
      options.maxItems = max;
    }
    if (field.validations?.some((v) => v.name === 'required')) schema.minItems = 1;
    return { schema, uiSchema: { 'ui:field': FIELD.multiField, 'ui:options': options, items: children.uiSchema } };
  },
};
