import { createCustomEqual as library } from 'fast-equals';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createCustomEqual as stub } from './fast-equals-stub';

// The app build swaps fast-equals for the stub (vite.config.ts): made as @rjsf/utils makes its
// deepEquals, both must answer the same for what RJSF compares.
const options = { circular: true, createCustomConfig: () => ({ areFunctionsEqual: (_a: unknown, b: unknown) => typeof b === 'function' }) };
const ours = stub(options);
const theirs = library(options as Parameters<typeof library>[0]);

const loopA: Record<string, unknown> = { name: 'a' };
loopA.self = loopA;
const loopB: Record<string, unknown> = { name: 'a' };
loopB.self = loopB;
const loopC: Record<string, unknown> = { name: 'c' };
loopC.self = loopC;
const onChange = () => 1;
const onBlur = () => 2;

const pairs: [string, unknown, unknown][] = [
  ['equal form data', { a: 1, list: [{ b: 'x' }, { c: null }], d: '2027-01-01' }, { a: 1, list: [{ b: 'x' }, { c: null }], d: '2027-01-01' }],
  ['a changed answer', { a: 1, list: [{ b: 'x' }] }, { a: 1, list: [{ b: 'y' }] }],
  ['a missing key', { a: 1, b: undefined }, { a: 1 }],
  ['an extra key', { a: 1 }, { a: 1, c: 2 }],
  ['arrays of different length', [1, 2], [1, 2, 3]],
  ['array and object', [1], { 0: 1 }],
  ['NaN', Number.NaN, Number.NaN],
  ['0 and "0"', 0, '0'],
  ['null and undefined', null, undefined],
  ['null and an object', null, {}],
  ['dates', new Date(2027, 0, 1), new Date(2027, 0, 1)],
  ['other dates', new Date(2027, 0, 1), new Date(2027, 0, 2)],
  ['any two functions', { onChange }, { onChange: onBlur }],
  ['a function and a value', { onChange }, { onChange: 1 }],
  ['circular, equal', loopA, loopB],
  ['circular, different', loopA, loopC],
  ['schemas', { type: 'object', properties: { a: { type: 'string', enum: ['y', 'n'] } }, required: ['a'] }, { type: 'object', properties: { a: { type: 'string', enum: ['y', 'n'] } }, required: ['a'] }],
  ['React elements', createElement('b', { id: 'x' }, 'text'), createElement('b', { id: 'x' }, 'text')],
  ['other React elements', createElement('b', { id: 'x' }, 'text'), createElement('i', { id: 'x' }, 'text')],
  ['maps', new Map([['a', { b: 1 }]]), new Map([['a', { b: 1 }]])],
  ['sets', new Set([1, 2]), new Set([2, 1])],
];

describe('fast-equals stub', () => {
  it.each(pairs)('%s: as fast-equals', (_name, a, b) => {
    expect(ours(a, b)).toBe(theirs(a, b));
    expect(ours(b, a)).toBe(theirs(b, a));
  });
});
