import type { Check } from '../types';
import { numberParam } from '../values';

const lengthOf = (value: unknown): number | null => (typeof value === 'string' ? [...value].length : null);

/** Text of at least params.min characters. */
export const minLength: Check = ({ path, value, params }) => {
  const min = numberParam(params.min ?? params.value);
  const length = lengthOf(value);
  return min !== undefined && length !== null && length < min ? [{ field: path, id: 'validation.minLength', values: { min } }] : [];
};

/** Text of at most params.max characters. */
export const maxLength: Check = ({ path, value, params }) => {
  const max = numberParam(params.max ?? params.value);
  const length = lengthOf(value);
  return max !== undefined && length !== null && length > max ? [{ field: path, id: 'validation.maxLength', values: { max } }] : [];
};
