import { describe, expect, it } from 'vitest';
import { addMonths, formatIso, isSelectable, maskDate, monthGrid, parseDateText, resolveDateOption, storedDate } from './date-text';

describe('date text', () => {
  it('masks digits into the format as they are typed', () => {
    expect(maskDate('1')).toBe('1');
    expect(maskDate('120')).toBe('12/0');
    expect(maskDate('12032024')).toBe('12/03/2024');
    expect(maskDate('12/03/20245')).toBe('12/03/2024');
    expect(maskDate('2024031', 'yyyy-mm-dd')).toBe('2024-03-1');
  });

  it('reads a complete real date and refuses an impossible or partial one', () => {
    expect(parseDateText('29/02/2024')).toBe('2024-02-29');
    expect(parseDateText('29/02/2023')).toBeUndefined();
    expect(parseDateText('31/04/2024')).toBeUndefined();
    expect(parseDateText('12/03/202')).toBeUndefined();
    expect(parseDateText('03/12/2024', 'mm/dd/yyyy')).toBe('2024-03-12');
  });

  it('stores ISO for a real date and the text as typed otherwise', () => {
    expect(storedDate('01/07/2025')).toBe('2025-07-01');
    expect(storedDate('31/02/2025')).toBe('31/02/2025');
    expect(storedDate('')).toBeUndefined();
  });

  it('shows ISO in the format and anything else as it is', () => {
    expect(formatIso('2025-07-01')).toBe('01/07/2025');
    expect(formatIso('2025-07-01', 'yyyy-mm-dd')).toBe('2025-07-01');
    expect(formatIso('31/02/2025')).toBe('31/02/2025');
  });

  it('reads $date as today and clamps month steps to the month end', () => {
    expect(resolveDateOption('$date', '2025-06-15')).toBe('2025-06-15');
    expect(resolveDateOption('not a date', '2025-06-15')).toBeUndefined();
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });

  it('refuses days outside min/max and on disabled weekdays', () => {
    const limits = { min: '2025-06-10', max: '2025-06-30', disabledDays: [0, 6] };
    expect(isSelectable('2025-06-09', limits)).toBe(false);
    expect(isSelectable('2025-06-14', limits)).toBe(false); // Saturday
    expect(isSelectable('2025-06-16', limits)).toBe(true);
    expect(isSelectable('2025-07-01', limits)).toBe(false);
  });

  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthGrid('2025-06-15');
    expect(weeks[0]).toEqual(['2025-06-01', '2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07']);
    expect(weeks).toHaveLength(5);
    expect(weeks[4]?.slice(0, 2)).toEqual(['2025-06-29', '2025-06-30']);
    expect(weeks[4]?.[2]).toBeNull();
  });
});
