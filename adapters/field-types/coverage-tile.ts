/**
 * Coverage tiles (docs/requirements.md §2.8): one tile is chosen, with a limit from its dropdown.
 * Stored {key, limit}; each option's sub-options are its limits (a limit must be one of the chosen
 * tile's), tag recommended shows a badge.
 * Choosing a tile sets the rule flag named by tag required_rule_field (default
 * required_rule_coverage), which the compiler declares beside the tile (compile/rule-flag.ts).
 */
import { FIELD } from '../widget-names';
import type { FieldType } from './field-type';
import { requireOptions, withOptions } from './shared';

/** The flag the widget sets when a tile is chosen (its own default too: widgets/complex/coverage-tile). */
export const DEFAULT_RULE_FLAG = 'required_rule_coverage';

export const coverageTile: FieldType = {
  kind: 'data',
  compile: (field, c) => {
    const options = requireOptions(field, c);
    options.forEach((o, i) =>
      (o.options ?? []).forEach((limit, j) => {
        if (!Number.isFinite(Number(limit.key))) c.fail(`limit key "${limit.key}" must be a number`, `options[${i}].options[${j}].key`);
      }),
    );
    const flag = c.tags.required_rule_field ?? DEFAULT_RULE_FLAG;
    if (typeof flag !== 'string' || !/^[A-Za-z_][A-Za-z0-9_-]*$/.test(flag)) {
      c.fail(`tag required_rule_field must be a field name, not "${String(flag)}"`, 'tags');
    }
    // the limit must be one the chosen tile offers (null: none chosen yet; `required` says if one must be)
    const limitOfTile = options
      .filter((o) => o.options?.length)
      .map((o) => ({
        if: { properties: { key: { const: o.key } }, required: ['key'] },
        then: { properties: { limit: { enum: [...o.options!.map((l) => Number(l.key)), null] } } },
      }));
    return {
      schema: {
        type: 'object',
        properties: {
          key: options.length ? { type: 'string', enum: options.map((o) => o.key) } : { type: 'string' },
          limit: { type: ['number', 'null'] },
        },
        required: ['key'],
        additionalProperties: false,
        ...(limitOfTile.length ? { allOf: limitOfTile } : {}),
      },
      uiSchema: { 'ui:field': FIELD.coverageTile, 'ui:options': withOptions(field, c, { requiredRuleField: flag }) },
    };
  },
};
