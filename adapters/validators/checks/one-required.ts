import type { Check, CheckContext, FieldRef } from '../types';
import { asNumber, isEmpty, nameList } from '../values';

/** The field itself and the fields in params.fields, without those that are hidden. */
export function listedRefs(ctx: CheckContext): FieldRef[] {
  const names = [...new Set([ctx.meta.name, ...nameList(ctx.params.fields)])];
  return names.map((name) => ctx.ref(name)).filter((ref) => !ctx.isHidden(ref.path));
}

/** One-required (docs/requirements.md §4.5): at least one listed field non-empty and non-zero, else all are flagged. */
export const oneRequired: Check = (ctx) => {
  const refs = listedRefs(ctx);
  const answered = refs.some((ref) => !isEmpty(ref.value, ref.meta) && asNumber(ref.value) !== 0);
  return answered ? [] : refs.map((ref) => ({ field: ref.path, id: 'validation.oneRequired' }));
};
