import type { Check } from '../types';
import { formatNumber } from '../../format/number';
import { round2 } from '../../rules/operations/numbers';
import { isRow } from '../../rules/paths';
import { asNumber, numberParam } from '../values';

/** Split percentages (split-percentage field) must add up to exactly params.total (default 100). */
export const splitTotal: Check = ({ path, value, params, locale }) => {
  if (!isRow(value)) return [];
  const numbers = Object.values(value).map(asNumber).filter((n): n is number => n !== null);
  if (numbers.length === 0) return [];
  const expected = numberParam(params.total) ?? 100;
  const total = round2(numbers.reduce((a, b) => a + b, 0)) ?? 0;
  if (total === expected) return [];
  const decimals = Number.isInteger(total) ? 0 : 2;
  return [{ field: path, id: 'validation.splitTotal', values: { total: formatNumber(total, locale, decimals), expected } }];
};
