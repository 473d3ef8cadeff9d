import { describe, expect, it } from 'vitest';
import type { FormData } from '../../adapters/types';
import { normalizedAt, withDerived, withValueAt } from './data-paths';

describe('data-paths copies', () => {
  const raw = (): FormData => ({ name: 'Ann', pilots: [{ name: 'Bo', hours: '12' }, { name: 'Cy' }], address: { city: 'Laval' } });

  it('sets a value in a copy that shares every untouched branch', () => {
    const before = raw();
    const after = withValueAt(before, 'pilots.1.name', 'Di') as typeof before & { pilots: { name: string }[] };
    expect(after).toEqual({ ...raw(), pilots: [{ name: 'Bo', hours: '12' }, { name: 'Di' }] });
    expect(before).toEqual(raw());
    expect(after.pilots[0]).toBe((before.pilots as unknown[])[0]);
    expect(after.address).toBe(before.address);
    expect(after.pilots).not.toBe(before.pilots);
  });

  it('removes a key for undefined and leaves data whose parent is missing as it is', () => {
    const before = raw();
    expect(withValueAt(before, 'address.city', undefined)).toEqual({ ...raw(), address: {} });
    expect(withValueAt(before, 'vehicle.make', 'Cessna')).toBe(before);
    expect(withValueAt(before, 'name', 'Ann')).toBe(before);
  });

  it('copies derived values in and answers the form data itself when nothing changed', () => {
    const before = raw();
    const evaluated = { ...raw(), total: 3, pilots: [{ name: 'Bo', hours: 12 }, { name: 'Cy' }] };
    expect(withDerived(before, evaluated, ['total'])).toEqual({ ...raw(), total: 3 });
    expect(withDerived(before, raw(), ['name'])).toBe(before);
    const normalized = normalizedAt(before, evaluated, ['pilots.0.hours'], new Set());
    expect(normalized).toEqual({ ...raw(), pilots: [{ name: 'Bo', hours: 12 }, { name: 'Cy' }] });
    expect(normalizedAt(before, evaluated, ['pilots.0.hours'], new Set(['pilots.0.hours']))).toBe(before);
  });
});
