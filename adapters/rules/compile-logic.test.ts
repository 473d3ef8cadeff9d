import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { compileLogic } from './compile-logic';
import { registerOperations } from './register';

/** The compiled closures must answer exactly as json-logic-js does. */
const RULES: [string, unknown, unknown][] = [
  ['loose ==', { '==': [1, '1'] }, {}],
  ['strict ===', { '===': [1, '1'] }, {}],
  ['!= and !==', { and: [{ '!=': [1, 2] }, { '!==': ['a', 'a'] }] }, {}],
  ['var with dots and default', { var: ['a.b.c', 'none'] }, { a: { b: {} } }],
  ['var missing is null', { var: 'zzz' }, {}],
  ['var into arrays', { var: 'list.1.x' }, { list: [{ x: 1 }, { x: 2 }] }],
  ['var of number', { var: 1 }, ['a', 'b']],
  ['var empty → data', { var: '' }, { a: 1 }],
  ['dynamic var', { var: { cat: ['a', '.', 'b'] } }, { a: { b: 7 } }],
  ['if / else if / else', { if: [{ '>': [{ var: 'n' }, 10] }, 'big', { '>': [{ var: 'n' }, 5] }, 'medium', 'small'] }, { n: 7 }],
  ['if without else', { if: [false, 1] }, {}],
  ['and returns first falsy', { and: [1, 0, 2] }, {}],
  ['or returns first truthy', { or: [0, '', 'x'] }, {}],
  ['or of all falsy returns last', { or: [0, ''] }, {}],
  ['empty array is falsy', { '!': [[]] }, {}],
  ['!!', { '!!': ['0'] }, {}],
  ['between <', { '<': [1, { var: 'x' }, 3] }, { x: 2 }],
  ['between <= at edge', { '<=': [1, { var: 'x' }, 3] }, { x: 3 }],
  ['+ parses strings', { '+': ['1.5', 2, '3'] }, {}],
  ['* single arg raw', { '*': ['3'] }, {}],
  ['* many', { '*': [2, '3', 4] }, {}],
  ['- unary', { '-': [5] }, {}],
  ['- binary', { '-': [5, 7] }, {}],
  ['/ and %', { '+': [{ '/': [9, 2] }, { '%': [9, 4] }] }, {}],
  ['in array', { in: ['b', ['a', 'b']] }, {}],
  ['in string', { in: ['ell', 'hello'] }, {}],
  ['in of nothing', { in: ['a', null] }, {}],
  ['cat with null', { cat: ['a', null, 1] }, {}],
  ['min/max', { max: [{ min: [3, 1, 2] }, 0] }, {}],
  ['map (handed to json-logic)', { map: [{ var: 'xs' }, { '*': [{ var: '' }, 2] }] }, { xs: [1, 2] }],
  ['some', { some: [{ var: 'xs' }, { '>': [{ var: '' }, 1] }] }, { xs: [1, 2] }],
  ['missing', { missing: ['a', 'b'] }, { a: 1 }],
  ['our operation inside', { round2: [{ '*': [{ var: 'a' }, 1.005] }] }, { a: 1 }],
  ['not logic: object with two keys', { a: 1, b: 2 }, {}],
  ['array of rules', [{ var: 'a' }, 2], { a: 1 }],
];

describe('compileLogic', () => {
  registerOperations();
  it.each(RULES)('%s answers as json-logic-js does', (_name, rule, data) => {
    expect(compileLogic(rule)(data)).toEqual(jsonLogic.apply(rule as never, data));
  });

  it('compiles a rule object once', () => {
    const rule = { '==': [1, 1] };
    expect(compileLogic(rule)).toBe(compileLogic(rule));
  });

  it('an unknown operation throws as json-logic-js does (the engine turns it into null)', () => {
    expect(() => compileLogic({ nope: [1] })({})).toThrow(/Unrecognized operation nope/);
  });
});
