import { describe, expect, it } from 'vitest';
import { hasTrueTag, isTagTrue, tagValue } from './index';

describe('isTagTrue', () => {
  it.each([true, 'true', 'TRUE', ' True ', 'y', 'Y', 'yes', 'Yes', '1', 1, 2, -1])('%j means yes', (value) => {
    expect(isTagTrue(value)).toBe(true);
  });
  it.each([false, 'false', 'n', 'no', '0', '', 'maybe', 0, undefined, null, {}])('%j means no', (value) => {
    expect(isTagTrue(value)).toBe(false);
  });
});

describe('tag lists', () => {
  const tags = [{ key: 'child_page', value: 'y' }, { key: 'lock', value: true }, { key: 'lock', value: false }];
  it('read the last value written for a key', () => {
    expect(tagValue(tags, 'lock')).toBe(false);
    expect(tagValue(tags, 'missing')).toBeUndefined();
    expect(tagValue(undefined, 'lock')).toBeUndefined();
  });
  it('say whether a key is set to yes', () => {
    expect([hasTrueTag(tags, 'child_page'), hasTrueTag(tags, 'lock'), hasTrueTag(tags, 'missing'), hasTrueTag(undefined, 'x')]).toEqual([true, false, false, false]);
  });
});
