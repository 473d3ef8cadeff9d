/**
 * What @rjsf/utils takes from fast-equals: `createCustomEqual`, for its deepEquals (functions are
 * equal to any function, circular references tracked). RJSF compares form data, compiled schemas
 * and props: plain objects, arrays, dates, the odd function or React element. This comparison
 * covers those in a fraction of the library's size (vite.config.ts aliases fast-equals here;
 * fast-equals-stub.test.ts checks both agree on such values).
 */
type AnyFunction = (...args: never[]) => unknown;

interface Options {
  circular?: boolean;
  createCustomConfig?: () => { areFunctionsEqual?: (a: AnyFunction, b: AnyFunction) => boolean };
}

type Seen = Map<object, object>;

function sameEntries(a: Record<string, unknown>, b: Record<string, unknown>, eq: (x: unknown, y: unknown) => boolean): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  // a React element's owner is bookkeeping that may point back into the tree (fast-equals skips it too)
  const element = '$$typeof' in a;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && ((element && key === '_owner') || eq(a[key], b[key])));
}

export function createCustomEqual(options: Options = {}): (a: unknown, b: unknown) => boolean {
  const functionsEqual = options.createCustomConfig?.().areFunctionsEqual ?? ((a: AnyFunction, b: AnyFunction) => a === b);

  function equal(a: unknown, b: unknown, seen: Seen): boolean {
    if (a === b) return true;
    if (typeof a === 'function' || typeof b === 'function') {
      return typeof a === 'function' && typeof b === 'function' && functionsEqual(a as AnyFunction, b as AnyFunction);
    }
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a !== a && b !== b;
    if (a.constructor !== b.constructor) return false;
    if (seen.get(a) === b) return true;
    seen.set(a, b);
    const eq = (x: unknown, y: unknown) => equal(x, y, seen);
    if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, i) => eq(item, (b as unknown[])[i]));
    if (a instanceof Date) return a.getTime() === (b as Date).getTime();
    if (a instanceof RegExp) return String(a) === String(b);
    if (a instanceof Map) return a.size === (b as Map<unknown, unknown>).size && [...a].every(([k, v]) => (b as Map<unknown, unknown>).has(k) && eq(v, (b as Map<unknown, unknown>).get(k)));
    if (a instanceof Set) return a.size === (b as Set<unknown>).size && [...a].every((v) => (b as Set<unknown>).has(v));
    return sameEntries(a as Record<string, unknown>, b as Record<string, unknown>, eq);
  }

  return (a, b) => equal(a, b, new Map());
}
