import { describe, expect, it } from 'vitest';
import { findJsonSyntaxError } from './json-syntax';

describe('findJsonSyntaxError', () => {
  it.each([
    ['{"a": 1}', undefined],
    ['\uFEFF[1, -2.5e3, "x\\n\\u00e9", true, false, null, {}]', undefined],
    ['{\n  "a": 1,\n}', { line: 3, column: 1, message: "remove the comma before '}'" }],
    ['[1, 2,\n]', { line: 2, column: 1, message: "remove the comma before ']'" }],
    ['{\n  "a": "open\n}', { line: 2, column: 13, message: 'text in double quotes is not closed before the end of the line' }],
    ["{'a': 1}", { line: 1, column: 2, message: 'expected a property name in double quotes' }],
    ['{"a" 1}', { line: 1, column: 6, message: "expected ':' after the property name" }],
    ['{"a": tru}', { line: 1, column: 7, message: 'expected a value (a string in double quotes, a number, true, false, null, an object or a list)' }],
    ['{"a": 01}', { line: 1, column: 8, message: "expected ',' or '}' after a property value" }],
    ['{"a": [1, 2}', { line: 1, column: 12, message: "expected ',' or ']' after a list item" }],
    ['{"a": 1', { line: 1, column: 8, message: "the file ends before the closing '}'" }],
    ['{"a": "\\x"}', { line: 1, column: 8, message: 'invalid escape \\x' }],
    ['{} {}', { line: 1, column: 4, message: 'unexpected text after the end of the JSON value' }],
    ['', { line: 1, column: 1, message: 'the file ends where a value was expected' }],
  ])('%j', (text, expected) => {
    expect(findJsonSyntaxError(text)).toEqual(expected);
    if (expected === undefined) expect(() => JSON.parse(text.replace(/^\uFEFF/, ''))).not.toThrow();
    else expect(() => JSON.parse(text)).toThrow();
  });
});
