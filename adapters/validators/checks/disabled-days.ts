import type { Check } from '../types';
import { parseIsoDate } from '../../format/date';

const WEEKEND = [0, 6];

/** Days of week that cannot be chosen (0 Sunday … 6 Saturday): params.days, the field's disabledDays, else weekends. */
export const disabledDays: Check = ({ path, value, params, meta }) => {
  const date = parseIsoDate(value);
  if (!date) return [];
  const days = Array.isArray(params.days) ? params.days : (meta.disabledDays ?? WEEKEND);
  return days.includes(date.getDay()) ? [{ field: path, id: 'validation.disabledDays' }] : [];
};
