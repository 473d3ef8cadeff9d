import type { Check, Issue } from '../types';
import { asNumber, numberParam } from '../values';
import { listedRefs } from './one-required';

/**
 * Multiple-required percentages (docs/requirements.md §4.5): at least one listed field filled and positive,
 * else all are flagged; any value over params.max (default 100) gets a range error.
 */
export const multipleRequired: Check = (ctx) => {
  const refs = listedRefs(ctx);
  const max = numberParam(ctx.params.max) ?? 100;
  const issues: Issue[] = [];
  let positive = false;
  for (const ref of refs) {
    const n = asNumber(ref.value);
    if (n !== null && n > 0) positive = true;
    if (n !== null && n > max) issues.push({ field: ref.path, id: 'validation.percentMax', values: { max } });
  }
  if (!positive) return refs.map((ref) => ({ field: ref.path, id: 'validation.multipleRequired' }));
  return issues;
};
