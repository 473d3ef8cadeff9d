/**
 * One table of validation params (params.ts), three readers that must agree with it: the checks
 * themselves (which params they actually read), layout.schema.json and the README's "For analysts" section.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import layoutSchema from '../../schemas/layout.schema.json';
import { field, handLayout } from '../rules/testing/hand-layout';
import type { FieldMeta, ValidationName } from '../types';
import { paramsDefName, paramsSchema, VALIDATION_PARAMS, type ParamKind } from './params';
import { VALIDATIONS } from './registry';
import type { CheckContext } from './types';

const NAMES = Object.keys(VALIDATIONS) as ValidationName[];

/** Values of every shape a check may be given, so each reaches the params it can read. */
const VALUES: unknown[] = ['x', 'K1A 0B1', 5, '$1,000', '2025-03-15', { a: 'y', b: 'n' }, { key: 'k', value: 'v' }, [{ f: 'A' }, { f: 'a' }], { s1: 40, s2: 50 }];
const METAS: FieldMeta[] = [
  field('f', { type: 'textbox' }),
  field('f', { type: 'calendar' }),
  field('list', { type: 'multifieldv2' }),
  field('list.*.f', { type: 'textbox' }),
];

/** A value of each kind, so a check that stops at a missing param goes on to read the next. */
const SAMPLE: Record<ParamKind, unknown> = { text: '.*', name: 'f', number: 1, names: ['f'], list: ['x'], days: [0], date: '$date' };

/**
 * The param names a check reads, seen through a Proxy: once over empty params (every alternative
 * of a `a ?? b` is read), once with a sample for each param the table names.
 */
function paramsRead(name: ValidationName): string[] {
  const read = new Set<string>();
  const proxy = (filled: boolean) =>
    new Proxy({} as Record<string, unknown>, {
      get: (_target, key) => {
        if (typeof key !== 'string') return undefined;
        read.add(key);
        const doc = VALIDATION_PARAMS[name][key];
        return filled && doc ? SAMPLE[doc.kind] : undefined;
      },
    });
  const compiled = handLayout(METAS);
  for (const params of [proxy(false), proxy(true)]) for (const meta of METAS) {
    for (const value of VALUES) {
      const ctx: CheckContext = {
        compiled,
        locale: 'en-CA',
        today: '2025-03-14',
        data: { f: value, list: [{ f: 'A' }, { f: 'a' }] },
        path: meta.path.replace('*', '0'),
        value,
        meta,
        validation: { name, params },
        params,
        ref: (n) => ({ path: n, value, meta: undefined }),
        isHidden: () => false,
      };
      VALIDATIONS[name](ctx);
    }
  }
  return [...read].sort();
}

describe('validation params: one table', () => {
  it('covers every validation name', () => {
    expect(Object.keys(VALIDATION_PARAMS).sort()).toEqual([...NAMES].sort());
  });

  it.each(NAMES)('%s: the check reads exactly the params the table names', (name) => {
    expect(paramsRead(name)).toEqual(Object.keys(VALIDATION_PARAMS[name]).sort());
  });

  it.each(NAMES)('%s: layout.schema.json describes those params, from the table', (name) => {
    const defs = layoutSchema.$defs as Record<string, unknown>;
    expect(defs[paramsDefName(name)]).toEqual(paramsSchema(name));
    expect(layoutSchema.$defs.Validation.allOf).toContainEqual({
      if: { properties: { name: { const: name } }, required: ['name'] },
      then: { properties: { params: { $ref: `#/$defs/${paramsDefName(name)}` } } },
    });
  });

  it('layout.schema.json offers exactly the validation names there are', () => {
    expect([...layoutSchema.$defs.Validation.properties.name.enum].sort()).toEqual([...NAMES].sort());
    expect(layoutSchema.$defs.Validation.allOf).toHaveLength(NAMES.length);
  });

  it('the README (For analysts) lists each validation once, with exactly its params', () => {
    const doc = readFileSync(join(__dirname, '../../README.md'), 'utf8');
    const section = doc.slice(doc.indexOf('### Validations'), doc.indexOf('\n### ', doc.indexOf('### Validations') + 1));
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    const listed = Object.fromEntries(
      rows.map((row) => {
        const cells = row.split(' | ');
        const params = [...(cells[cells.length - 1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
        return [cells[0]!.replace(/^\| `|`$/g, ''), [...new Set(params)].sort()];
      }),
    );
    expect(listed).toEqual(Object.fromEntries(NAMES.map((name) => [name, Object.keys(VALIDATION_PARAMS[name]).sort()])));
  });
});
