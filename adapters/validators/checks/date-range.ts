import type { Check } from '../types';
import { isIsoDate } from '../../format/date';

/**
 * Start/end pair (docs/requirements.md §4.6): the end must be after the start (the same day fails), else both
 * fields are in error. On the start field name the end in params.end; on the end, params.start.
 */
export const dateRange: Check = (ctx) => {
  const other = typeof ctx.params.end === 'string' ? ctx.params.end : ctx.params.start;
  if (typeof other !== 'string') return [];
  const self = ctx.ref(ctx.meta.name);
  const partner = ctx.ref(other);
  const [start, end] = typeof ctx.params.end === 'string' ? [self, partner] : [partner, self];
  if (ctx.isHidden(partner.path) || !isIsoDate(start.value) || !isIsoDate(end.value) || end.value > start.value) return [];
  return [start, end].map((ref) => ({ field: ref.path, id: 'validation.dateRange' }));
};
