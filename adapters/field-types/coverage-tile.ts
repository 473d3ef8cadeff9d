/**
 * Coverage tiles (spec 002 §2.8): one tile is chosen, with a limit from its dropdown.
 * Stored {key, limit}; each option's sub-options are its limits, tag recommended shows a badge.
 */
import { FIELD } from '../widget-names';
import type { FieldType } from './field-type';
import { requireOptions, withOptions } from './shared';

export const coverageTile: FieldType = {
  kind: 'data',
  compile: (field, c) => {
    const options = requireOptions(field, c);
    options.forEach((o, i) =>
      (o.options ?? []).forEach((limit, j) => {
        if (!Number.isFinite(Number(limit.key))) c.fail(`limit key "${limit.key}" must be a number`, `options[${i}].options[${j}].key`);
      }),
    );
    return {
      schema: {
        type: 'object',
        properties: {
          key: options.length ? { type: 'string', enum: options.map((o) => o.key) } : { type: 'string' },
          limit: { type: ['number', 'null'] },
        },
        required: ['key'],
        additionalProperties: false,
      },
      uiSchema: { 'ui:field': FIELD.coverageTile, 'ui:options': withOptions(field, c) },
    };
  },
};
