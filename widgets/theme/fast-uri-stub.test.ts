import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import stub from './fast-uri-stub';

// The app build swaps fast-uri for the stub (vite.config.ts): for what RJSF can pass it, both must agree.
describe('fast-uri stub', () => {
  it.each([
    ['#', '#/definitions/address'],
    ['#', '#'],
    ['', '#/properties/a'],
    ['https://example.com/schemas/page.json', '#/definitions/a'],
    ['https://example.com/schemas/page.json#/x', '#/definitions/a'],
    ['https://example.com/schemas/page.json', 'other.json#/definitions/a'],
    ['#', 'https://example.com/other.json#/a'],
  ])('resolves %j + %j as fast-uri does', (base, ref) => {
    expect(stub.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each([
    ['https://example.com/a.json', 'https://example.com/a.json#', false],
    ['https://example.com/a.json', 'https://example.com/a.json', true],
    ['https://example.com/a.json', 'https://example.com/b.json', false],
    ['#/definitions/a', '#/definitions/a', true],
    ['#', '', false],
  ])('compares %j and %j as fast-uri does', (a, b, same) => {
    expect(stub.equal(a, b)).toBe(same);
    expect(fastUri.equal(a, b)).toBe(same);
  });
});
