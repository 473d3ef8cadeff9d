import type { Check } from '../types';
import { isRow } from '../../rules/paths';
import { asNumber, asText, numberParam } from '../values';

/** The answers a value stands for: itself, a typeahead key, or the ticked keys of a multicheckbox. */
function answersOf(value: unknown): unknown[] {
  if (isRow(value) && !('key' in value)) return Object.keys(value).filter((k) => value[k] === 'y');
  return [value];
}

/**
 * Ineligible (docs/requirements.md §4.5): the answer is in params.values (case-insensitive), or its amount
 * (after removing $ and commas) is at or above params.max.
 */
export const ineligibleValue: Check = ({ path, value, params }) => {
  const listed = Array.isArray(params.values) ? params.values.map(asText) : [];
  const max = numberParam(params.max);
  const hit = answersOf(value).some((answer) => {
    const text = asText(answer);
    if (text !== '' && listed.includes(text)) return true;
    const amount = max === undefined ? null : asNumber(answer);
    return amount !== null && max !== undefined && amount >= max;
  });
  return hit ? [{ field: path, id: 'validation.ineligibleValue' }] : [];
};
