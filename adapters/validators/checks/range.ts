import { formatFieldNumber } from '../../format/number';
import type { Check } from '../types';
import { asNumber, isEmpty, numberParam, rangeOf } from '../values';

/** Range (docs/requirements.md §4.5): a number within the minRange/maxRange tags (or params.min/params.max). */
export const range: Check = ({ path, value, meta, params, locale }) => {
  if (isEmpty(value, meta)) return [];
  const tags = rangeOf(meta);
  const min = tags.min ?? numberParam(params.min);
  const max = tags.max ?? numberParam(params.max);
  const n = asNumber(value);
  if (n === null) return [{ field: path, id: 'validation.number' }];
  const below = min !== undefined && n < min;
  const above = max !== undefined && n > max;
  if (!below && !above) return [];
  const shown = (n: number | undefined) => formatFieldNumber(n ?? 0, meta.tags.format, locale);
  if (min !== undefined && max !== undefined) return [{ field: path, id: 'validation.range', values: { min: shown(min), max: shown(max) } }];
  return below ? [{ field: path, id: 'validation.rangeMin', values: { min: shown(min) } }] : [{ field: path, id: 'validation.rangeMax', values: { max: shown(max) } }];
};
