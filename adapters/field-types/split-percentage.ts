/** Percentages split across components: {component: number}, each 0–100 (the total is the splitTotal validation). */
import { FIELD } from '../widget-names';
import type { FieldType } from './field-type';

export const splitPercentage: FieldType = {
  kind: 'data',
  components: 'object',
  compile: (_field, c, children) => {
    if (!children?.order.length) return c.fail('a split-percentage field needs components', 'components');
    const properties = Object.fromEntries(
      children.order.map((name) => [name, { type: 'number', minimum: 0, maximum: 100, title: children.labels[name] ?? name }]),
    );
    return {
      schema: { type: 'object', properties, additionalProperties: false },
      uiSchema: {
        'ui:field': FIELD.splitPercentage,
        'ui:options': { components: children.order.map((name) => ({ name, label: children.labels[name] ?? name })) },
      },
    };
  },
};
