import { describe, expect, it } from 'vitest';
import type { CompiledRow, FieldError } from '../../../adapters/types';
import { firstInvalidPath, layoutPaths, unlockedPanels } from './layout';

const err = (field: string): FieldError => ({ field, label: field, message: 'x' });
const panels = [
  { name: 'a', label: 'A', paths: ['a1'] },
  { name: 'b', label: 'B', paths: ['b1', 'b2'] },
  { name: 'c', label: 'C', paths: ['c1'] },
];
const layout: CompiledRow[] = [
  { sections: [{ items: [{ kind: 'field', path: 'name' }, { kind: 'accordion', panels }] }] },
  { sections: [{ items: [{ kind: 'field', path: 'pilots' }] }] },
];

describe('page layout', () => {
  it('reads paths in page order, panels included', () => {
    expect(layoutPaths(layout)).toEqual(['name', 'a1', 'b1', 'b2', 'c1', 'pilots']);
  });

  it('finds the first invalid field in reading order, items of a multifield included', () => {
    expect(firstInvalidPath(layout, [err('pilots.1.licence'), err('b2')])).toBe('b2');
    expect(firstInvalidPath(layout, [err('pilots.1.licence')])).toBe('pilots.1.licence');
    expect(firstInvalidPath(layout, [])).toBeUndefined();
  });

  it('locks every panel after the first invalid one, unless all are open', () => {
    expect(unlockedPanels(panels, [], false)).toEqual([true, true, true]);
    expect(unlockedPanels(panels, [err('b2')], false)).toEqual([true, true, false]);
    expect(unlockedPanels(panels, [err('a1')], false)).toEqual([true, false, false]);
    expect(unlockedPanels(panels, [err('a1')], true)).toEqual([true, true, true]);
  });
});
