import type { Check } from '../types';
import { nameList, numberParam } from '../values';

const DEFAULT_FIELDS = ['first_name', 'middle_initial', 'last_name'];
/** docs/requirements.md §4.5: default full name max length 40 */
export const FULL_NAME_MAX = 40;

/** Full name (first, middle initial, last joined by spaces) longer than params.max (default 40). */
export const fullName: Check = (ctx) => {
  const names = nameList(ctx.params.fields);
  const max = numberParam(ctx.params.max) ?? FULL_NAME_MAX;
  const parts = (names.length ? names : DEFAULT_FIELDS)
    .map((name) => ctx.ref(name).value)
    .map((v) => (typeof v === 'string' ? v.trim() : ''))
    .filter(Boolean);
  return parts.join(' ').length > max ? [{ field: ctx.path, id: 'validation.fullName', values: { max } }] : [];
};
