import type { Check } from '../types';
import { formatDate, isIsoDate } from '../../format/date';
import { maxDateOf, minDateOf } from './date-bounds';

/** Not before the earliest date (ISO strings compare as dates). */
export const minDate: Check = (ctx) => {
  const min = minDateOf(ctx);
  return min && isIsoDate(ctx.value) && ctx.value < min
    ? [{ field: ctx.path, id: 'validation.minDate', values: { date: formatDate(min) } }]
    : [];
};

/** Not after the latest date. */
export const maxDate: Check = (ctx) => {
  const max = maxDateOf(ctx);
  return max && isIsoDate(ctx.value) && ctx.value > max
    ? [{ field: ctx.path, id: 'validation.maxDate', values: { date: formatDate(max) } }]
    : [];
};
