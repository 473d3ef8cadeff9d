import { formatFieldNumber } from '../../format/number';
import type { Check, FieldRef, Issue } from '../types';
import { labelOf } from '../../rules/labels';
import type { CompiledLayout, Locale } from '../../types';
import { asNumber, isEmpty, rangeOf } from '../values';

/** `filled` asks `other` for an answer unless `filled` sits at its own range minimum. */
function asks(compiled: CompiledLayout, filled: FieldRef, other: FieldRef): Issue[] {
  if (isEmpty(filled.value, filled.meta) || !isEmpty(other.value, other.meta)) return [];
  const { min } = rangeOf(filled.meta);
  if (min !== undefined && asNumber(filled.value) === min) return [];
  return [{ field: other.path, id: 'validation.dependentRequired', values: { other: labelOf(compiled, filled.path) } }];
}

function overMax(ref: FieldRef, locale: Locale): Issue[] {
  const { max } = rangeOf(ref.meta);
  const n = asNumber(ref.value);
  if (max === undefined || n === null || n <= max) return [];
  return [{ field: ref.path, id: 'validation.rangeMax', values: { max: formatFieldNumber(max, ref.meta?.tags.format, locale) } }];
}

/**
 * Dependent pair (docs/requirements.md §4.5) between this field and params.field: when one is filled the
 * other is required, unless the filled one equals its range minimum (minRange tag); the dependent
 * (params.field) over its maxRange tag is a range error.
 */
export const dependentPair: Check = (ctx) => {
  if (typeof ctx.params.field !== 'string') return [];
  const self = ctx.ref(ctx.meta.name);
  const partner = ctx.ref(ctx.params.field);
  if (ctx.isHidden(partner.path)) return [];
  return [...asks(ctx.compiled, self, partner), ...asks(ctx.compiled, partner, self), ...overMax(partner, ctx.locale)];
};
