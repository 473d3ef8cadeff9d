import { describe, expect, it } from 'vitest';
import { benchRuntime } from './build';

describe('KEYSTROKE_RUNTIME', () => {
  it('is react-dom unless preact/compat is asked for, and names a wrong value', () => {
    expect(benchRuntime(undefined)).toBe('react');
    expect(benchRuntime('')).toBe('react');
    expect(benchRuntime('react')).toBe('react');
    expect(benchRuntime('preact')).toBe('preact');
    expect(() => benchRuntime('vue')).toThrow('KEYSTROKE_RUNTIME is "vue": use react or preact');
  });
});
