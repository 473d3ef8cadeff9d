import { afterEach, describe, expect, it } from 'vitest';
import { todayIso } from '../../adapters/format/date';
import { parseTestToday } from '../config/env';
import { pinServerToday, serverNow, serverToday } from './today';

describe('server clock', () => {
  afterEach(() => pinServerToday(undefined));

  it('follows the real date unless pinned', () => {
    expect(serverToday()).toBe(todayIso());
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('answers the pinned day for today and now', () => {
    pinServerToday('2028-02-29');
    expect(serverToday()).toBe('2028-02-29');
    const now = serverNow();
    expect([now.getFullYear(), now.getMonth() + 1, now.getDate()]).toEqual([2028, 2, 29]);
  });

  it('reads TEST_TODAY as a real calendar date, never in production', () => {
    expect(parseTestToday(undefined, undefined)).toBeUndefined();
    expect(parseTestToday(' 2027-09-15 ', 'test')).toBe('2027-09-15');
    expect(() => parseTestToday('2027-02-30', 'test')).toThrow('TEST_TODAY must be a date like 2027-09-15, got "2027-02-30"');
    expect(() => parseTestToday('15/09/2027', 'test')).toThrow('TEST_TODAY must be a date');
    expect(() => parseTestToday('2027-09-15', 'production')).toThrow('TEST_TODAY is for tests only and is refused with NODE_ENV=production');
  });
});
