/** How validations read answers: emptiness, numbers, text. */
import { parseAmount } from '../format/number';
import type { FieldMeta } from '../types';
import { isRow } from '../rules/paths';

/** No answer: nothing, blank text, an empty list, a choice object with nothing chosen. */
export function isEmpty(value: unknown, meta?: FieldMeta): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isRow(value)) {
    if (meta?.type === 'multicheckbox') return !Object.values(value).includes('y');
    if ('key' in value) return isEmpty(value.key);
    return Object.values(value).every((v) => isEmpty(v));
  }
  return false;
}

/** A number from a number or typed amount (`$`, commas, `%`); null when there is none. */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'string') return parseAmount(value.replace(/%\s*$/, ''));
  return parseAmount(value);
}

/** Comparable text of an answer: trimmed, lower case; a typeahead answer by its key. */
export function asText(value: unknown): string {
  const raw = isRow(value) && 'key' in value ? value.key : value;
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim().toLowerCase() : '';
}

/** A tag or param as a number, or undefined. */
export function numberParam(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = asNumber(value);
  return n === null ? undefined : n;
}

/** Names listed in a param: an array of strings or a comma list. */
export function nameList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  if (typeof value === 'string') return value.split(',').map((s) => s.trim()).filter(Boolean);
  return [];
}

/** Min/max of a field from its minRange/maxRange tags. */
export function rangeOf(meta: FieldMeta | undefined): { min?: number; max?: number } {
  return { min: numberParam(meta?.tags.minRange), max: numberParam(meta?.tags.maxRange) };
}
