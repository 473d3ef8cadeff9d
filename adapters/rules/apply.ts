/** Where rules run. A rule that throws (unknown operation, odd data) yields null. */
import jsonLogic from 'json-logic-js';
import type { Logic } from '../types';
import { compileLogic } from './compile-logic';
import { withToday } from './today';

export function applyLogic(logic: Logic, data: unknown): unknown {
  try {
    return compileLogic(logic)(data);
  } catch {
    return null;
  }
}

/** JSON Logic truthiness (an empty array is false). */
export const truthy = (value: unknown): boolean => jsonLogic.truthy(value);

/** Evaluates one rule against data with an optional pinned today, for widgets that need a single answer. */
export function runRule(logic: Logic, data: unknown, opts: { today?: string } = {}): unknown {
  return withToday(opts.today, () => applyLogic(logic, data));
}
