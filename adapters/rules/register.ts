/**
 * Adds our operations to json-logic-js, once. json-logic-js keeps one global table, so the
 * engine calls this before every evaluation; after the first time it is a flag check.
 */
import jsonLogic from 'json-logic-js';
import { dateOperations } from './operations/dates';
import { numberOperations } from './operations/numbers';
import { yesNoOperations } from './operations/yes-no';

export const OPERATIONS: Readonly<Record<string, (...args: unknown[]) => unknown>> = {
  ...dateOperations,
  ...numberOperations,
  ...yesNoOperations,
};

let registered = false;

export function registerOperations(): void {
  if (registered) return;
  for (const [name, fn] of Object.entries(OPERATIONS)) jsonLogic.add_operation(name, fn);
  registered = true;
}
