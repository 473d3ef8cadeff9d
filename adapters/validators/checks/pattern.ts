import type { Check } from '../types';

const compiled = new Map<string, RegExp | null>();

function regexOf(source: string, flags: string): RegExp | null {
  const key = `${flags}/${source}`;
  if (!compiled.has(key)) {
    try {
      compiled.set(key, new RegExp(source, flags.replace(/[gy]/g, '')));
    } catch {
      compiled.set(key, null);
    }
  }
  return compiled.get(key) ?? null;
}

/** Text must match params.pattern (or params.value), a regular expression; params.flags optional. */
export const pattern: Check = ({ path, value, params }) => {
  if (typeof value !== 'string' && typeof value !== 'number') return [];
  const source = params.pattern ?? params.value;
  if (typeof source !== 'string') return [];
  const regex = regexOf(source, typeof params.flags === 'string' ? params.flags : '');
  return regex && !regex.test(String(value)) ? [{ field: path, id: 'validation.pattern' }] : [];
};
