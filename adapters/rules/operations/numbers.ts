/**
 * Number operations for layout rules. Amounts may still be typed text (`"$1,000"`); they are
 * read with parseAmount, and empty or unreadable values count as nothing.
 */
import { parseAmount } from '../../format/number';

export const toNumber = (value: unknown): number | null => parseAmount(value);

/** Rounds half away from zero to 2 decimals without binary drift (1.005 → 1.01). */
export function round2(value: unknown): number | null {
  const n = toNumber(value);
  if (n === null) return null;
  return Math.sign(n) * Math.round(Number(`${Math.abs(n)}e2`)) / 100;
}

/**
 * `{"sum": [list]}` adds the numbers of a list; `{"sum": [list, "prop"]}` adds `prop` of each item.
 * A literal array of vars works as a list: `{"sum": [[{"var":"a"},{"var":"b"}]]}`.
 */
function sum(list: unknown, prop?: unknown): number {
  if (!Array.isArray(list)) return 0;
  let total = 0;
  for (const entry of list) {
    const raw = typeof prop === 'string' && entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[prop] : entry;
    total += toNumber(raw) ?? 0;
  }
  return round2(total) ?? 0;
}

/** Dependent amount (docs/requirements.md §4.8): source × percentage / 100, to two decimals; null until both are known. */
function dependent(source: unknown, percentage: unknown): number | null {
  const s = toNumber(source);
  const p = toNumber(percentage);
  return s === null || p === null ? null : round2((s * p) / 100);
}

export const numberOperations: Record<string, (...args: unknown[]) => unknown> = {
  sum,
  round2,
  dependent,
  /** `{"num": [x]}` → x as a number, or null */
  num: toNumber,
};
