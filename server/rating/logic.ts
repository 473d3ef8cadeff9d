import jsonLogic from 'json-logic-js';
import { registerOperations } from '../../adapters/rules';
import type { Logic } from '../../adapters/types';

/**
 * The JSON Logic evaluator of rating plans: json-logic-js with the operations of
 * adapters/rules (num, sum, round2, dates, yn …), so analysts use the same operations in
 * layouts and plans. Unlike adapters/rules' applyLogic, a failure throws: a rating plan
 * that cannot be evaluated must be reported with its file and path, never priced as null.
 */
export function evaluate(logic: Logic, data: Record<string, unknown>): unknown {
  registerOperations();
  return jsonLogic.apply(logic as Parameters<typeof jsonLogic.apply>[0], data);
}

/** Operation names used in `logic` that the evaluator does not know, with their JSON paths. */
export function unknownOperations(logic: Logic, path: string): { path: string; op: string }[] {
  const found: { path: string; op: string }[] = [];
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, `${at}[${i}]`));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const keys = Object.keys(node);
    const op = keys[0];
    if (keys.length === 1 && op !== undefined) {
      if (!isKnownOperation(op)) found.push({ path: at, op });
      walk((node as Record<string, unknown>)[op], `${at}.${op}`);
      return;
    }
    for (const key of keys) walk((node as Record<string, unknown>)[key], `${at}.${key}`);
  };
  walk(logic, path);
  return found;
}

/** `method` calls arbitrary JavaScript methods on values: not something a rating plan may do. */
const FORBIDDEN = new Set(['method']);
const known = new Set<string>();

/**
 * json-logic-js keeps its operation table private; applying `{op: []}` tells whether op
 * exists. Only positives are cached: an operation may be registered later.
 */
function isKnownOperation(op: string): boolean {
  if (FORBIDDEN.has(op)) return false;
  if (known.has(op)) return true;
  try {
    evaluate({ [op]: [] }, {});
  } catch (err) {
    if (err instanceof Error && err.message.startsWith('Unrecognized operation')) return false;
  }
  known.add(op);
  return true;
}
