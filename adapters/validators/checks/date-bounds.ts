/**
 * Earliest and latest dates of a field (docs/requirements.md §4.6): params.min/params.max, else the field's
 * minimumDate/maximumDate (`$date` = today), else the default_date tag (default today) plus the
 * min_days/max_days tags.
 */
import { addDays } from 'date-fns';
import { parseIsoDate, toIsoDate } from '../../format/date';
import type { CheckContext } from '../types';
import { numberParam } from '../values';

function literal(value: unknown, today: string): string | undefined {
  if (value === '$date') return today;
  return typeof value === 'string' && parseIsoDate(value) ? value : undefined;
}

function fromTags(ctx: CheckContext, daysTag: 'min_days' | 'max_days'): string | undefined {
  const days = numberParam(ctx.meta.tags[daysTag]);
  if (days === undefined || !Number.isInteger(days)) return undefined;
  const base = parseIsoDate(literal(ctx.meta.tags.default_date ?? '$date', ctx.today));
  return base ? toIsoDate(addDays(base, days)) : undefined;
}

export function minDateOf(ctx: CheckContext): string | undefined {
  return literal(ctx.params.min, ctx.today) ?? literal(ctx.meta.minimumDate, ctx.today) ?? fromTags(ctx, 'min_days');
}

export function maxDateOf(ctx: CheckContext): string | undefined {
  return literal(ctx.params.max, ctx.today) ?? literal(ctx.meta.maximumDate, ctx.today) ?? fromTags(ctx, 'max_days');
}
