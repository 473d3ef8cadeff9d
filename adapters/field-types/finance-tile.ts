/** Finance tile (spec 002 §2.8): pay yearly or monthly. Options, if given, relabel the two. */
import { WIDGET } from '../widget-names';
import type { FieldType } from './field-type';
import { withOptions } from './shared';

export const FINANCE_TERMS = ['yearly', 'monthly'] as const;

export const financeTile: FieldType = {
  kind: 'data',
  compile: (field, c) => {
    const bad = (field.options ?? []).find((o) => !(FINANCE_TERMS as readonly string[]).includes(o.key));
    if (bad) c.fail(`option key "${bad.key}" is not allowed: a finance-tile stores "yearly" or "monthly"`, 'options');
    return {
      schema: { type: 'string', enum: [...FINANCE_TERMS] },
      uiSchema: { 'ui:widget': WIDGET.financeTile, 'ui:options': withOptions(field, c) },
    };
  },
};
