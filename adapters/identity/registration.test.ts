import { describe, expect, it } from 'vitest';
import { isCanadianPostalCode, normalizePostalCode } from './registration';

describe('postal codes (docs/requirements.md §7.10)', () => {
  it('are upper-cased with one inner space, however typed', () => {
    expect(normalizePostalCode('k1a0b1')).toBe('K1A 0B1');
    expect(normalizePostalCode('  t2p   1j9 ')).toBe('T2P 1J9');
    expect(normalizePostalCode('abc')).toBe('ABC');
  });

  it('have the Canadian form: letters Canada Post uses, no W or Z first', () => {
    for (const ok of ['K1A 0B1', 'H3B 1A1', 'X0A 0H0', 'V6B 4Y8']) expect(isCanadianPostalCode(ok), ok).toBe(true);
    for (const bad of ['D1A 0B1', 'W1A 0B1', 'Z1A 0B1', 'K1O 0B1', 'K1A 0U1', 'K1A0B1', '12345', 'K1A 0B']) expect(isCanadianPostalCode(bad), bad).toBe(false);
  });
});
