/**
 * JSON Logic compiled once into closures, so a rule evaluated on every change costs a few
 * function calls instead of a walk of its JSON (json-logic-js re-reads the tree on every apply).
 * The common operations keep json-logic-js's exact semantics (loose ==, its truthiness, its
 * `var` lookup); our operations are called directly; anything else (map, filter, reduce, missing,
 * ...) is handed to json-logic-js itself.
 */
import jsonLogic from 'json-logic-js';
import type { Logic } from '../types';
import { OPERATIONS, registerOperations } from './register';

export type LogicFn = (data: unknown) => unknown;

const truthy = (value: unknown): boolean => jsonLogic.truthy(value);
const cache = new WeakMap<object, LogicFn>();

/** The closure for `logic`; objects and arrays are compiled once and remembered. */
export function compileLogic(logic: Logic | unknown): LogicFn {
  registerOperations();
  if (typeof logic !== 'object' || logic === null) return () => logic;
  let fn = cache.get(logic);
  if (!fn) {
    fn = build(logic);
    cache.set(logic, fn);
  }
  return fn;
}

function lookup(data: unknown, path: string[], fallback: unknown): unknown {
  let node = data as Record<string, unknown> | null | undefined;
  for (const key of path) {
    if (node === null || node === undefined) return fallback;
    node = node[key] as Record<string, unknown> | null | undefined;
    if (node === undefined) return fallback;
  }
  return node;
}

function varOp(args: unknown[]): LogicFn {
  const [name, fallbackLogic] = args;
  const fallback = args.length > 1 ? build(fallbackLogic) : () => null;
  if (typeof name === 'string' || typeof name === 'number') {
    if (name === '') return (data) => data;
    const path = String(name).split('.');
    return (data) => lookup(data, path, fallback(data));
  }
  const dynamic = build(name);
  return (data) => {
    const n = dynamic(data);
    if (n === undefined || n === null || n === '') return data;
    return lookup(data, String(n).split('.'), fallback(data));
  };
}

type Binary = (a: unknown, b: unknown) => unknown;
const BINARY: Record<string, Binary> = {
  // eslint-disable-next-line eqeqeq -- JSON Logic's == is JavaScript's loose equality
  '==': (a, b) => a == b,
  '===': (a, b) => a === b,
  // eslint-disable-next-line eqeqeq
  '!=': (a, b) => a != b,
  '!==': (a, b) => a !== b,
  '>': (a, b) => (a as number) > (b as number),
  '>=': (a, b) => (a as number) >= (b as number),
  '%': (a, b) => (a as number) % (b as number),
  '/': (a, b) => (a as number) / (b as number),
  in: (a, b) => (!b || typeof (b as { indexOf?: unknown }).indexOf === 'undefined' ? false : (b as string).indexOf(a as string) !== -1),
};

function build(logic: unknown): LogicFn {
  if (Array.isArray(logic)) {
    const fns = logic.map(build);
    return (data) => fns.map((f) => f(data));
  }
  if (!jsonLogic.is_logic(logic)) return () => logic;
  const op = Object.keys(logic as object)[0]!;
  const raw = (logic as Record<string, unknown>)[op];
  const args = Array.isArray(raw) ? raw : [raw];
  const fallback: LogicFn = (data) => jsonLogic.apply(logic as Parameters<typeof jsonLogic.apply>[0], data);

  if (op === 'var') return varOp(args);
  if (op === 'if' || op === '?:') return ifOp(args.map(build));
  if (op === 'and' || op === 'or') return andOr(op, args.map(build));
  if (['map', 'filter', 'reduce', 'all', 'none', 'some', 'missing', 'missing_some'].includes(op)) return fallback;

  const fns = args.map(build);
  const binary = BINARY[op];
  if (binary) {
    const [a = () => undefined, b = () => undefined] = fns;
    return (data) => binary(a(data), b(data));
  }
  switch (op) {
    case '!':
      return (data) => !truthy(fns[0]?.(data));
    case '!!':
      return (data) => truthy(fns[0]?.(data));
    case '<':
    case '<=':
      return between(op, fns);
    case '-': {
      const [a = () => undefined, b = () => undefined] = fns;
      return (data) => {
        const right = b(data);
        return right === undefined ? -(a(data) as number) : (a(data) as number) - (right as number);
      };
    }
    case '+':
      return (data) => fns.reduce((sum, f) => sum + parseFloat(String(f(data))), 0);
    case '*':
      return (data) => fns.map((f) => f(data)).reduce((p, n) => parseFloat(String(p)) * parseFloat(String(n)));
    case 'cat':
      return (data) => fns.map((f) => f(data)).join('');
  }
  const own = OPERATIONS[op];
  if (own) return (data) => own(...fns.map((f) => f(data)));
  return fallback;
}

function ifOp(fns: LogicFn[]): LogicFn {
  return (data) => {
    let i = 0;
    for (; i < fns.length - 1; i += 2) if (truthy(fns[i]!(data))) return fns[i + 1]!(data);
    return i === fns.length - 1 ? fns[i]!(data) : null;
  };
}

function andOr(op: 'and' | 'or', fns: LogicFn[]): LogicFn {
  const stopWhen = op === 'or';
  return (data) => {
    let current: unknown;
    for (const f of fns) {
      current = f(data);
      if (truthy(current) === stopWhen) return current;
    }
    return current;
  };
}

function between(op: '<' | '<=', fns: LogicFn[]): LogicFn {
  const lt = op === '<' ? (x: unknown, y: unknown) => (x as number) < (y as number) : (x: unknown, y: unknown) => (x as number) <= (y as number);
  const [a = () => undefined, b = () => undefined, c] = fns;
  return c ? (data) => { const m = b(data); return lt(a(data), m) && lt(m, c(data)); } : (data) => lt(a(data), b(data));
}
