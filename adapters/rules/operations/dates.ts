/**
 * Date operations for layout rules. Dates are ISO `yyyy-MM-dd` strings (or `$date` for today);
 * anything that is not a real date gives null, so a half-typed date never derives a value.
 */
import { addDays, addMonths, addYears, differenceInCalendarDays } from 'date-fns';
import { parseIsoDate, toIsoDate } from '../../format/date';
import { currentToday, resolveDateLiteral } from '../today';

const asDate = (value: unknown): Date | null => parseIsoDate(resolveDateLiteral(value));

function shift(add: (date: Date, amount: number) => Date) {
  return (value: unknown, amount: unknown): string | null => {
    const date = asDate(value);
    const n = Number(amount);
    if (!date || !Number.isInteger(n)) return null;
    return toIsoDate(add(date, n));
  };
}

function part(read: (date: Date) => number) {
  return (value: unknown): number | null => {
    const date = asDate(value);
    return date ? read(date) : null;
  };
}

/**
 * Coverage end date (docs/requirements.md §4.8): one year after begin. With `fixedMonthDay` (`"MM-dd"`,
 * e.g. `"01-01"` for Ontario lawyers) the date is first moved to that month-day of the begin
 * year, then one year is added. `years`, `months`, `days` override the one-year term.
 */
function coverageEndDate(begin: unknown, fixedMonthDay?: unknown, years = 1, months = 0, days = 0): string | null {
  let date = asDate(begin);
  if (!date) return null;
  if (typeof fixedMonthDay === 'string' && fixedMonthDay !== '') {
    date = parseIsoDate(`${date.getFullYear()}-${fixedMonthDay}`);
    if (!date) return null;
  }
  return toIsoDate(addDays(addMonths(addYears(date, Number(years) || 0), Number(months) || 0), Number(days) || 0));
}

/** Coverage year end (docs/requirements.md §4.8): the next calendar year when the begin month is after June. */
function coverageYearEnd(begin: unknown): number | null {
  const date = asDate(begin);
  if (!date) return null;
  return date.getMonth() + 1 > 6 ? date.getFullYear() + 1 : date.getFullYear();
}

export const dateOperations: Record<string, (...args: unknown[]) => unknown> = {
  /** `{"today": []}` → ISO today (the injectable one). */
  today: () => currentToday(),
  add_days: shift(addDays),
  add_months: shift(addMonths),
  add_years: shift(addYears),
  year: part((d) => d.getFullYear()),
  /** 1–12 */
  month: part((d) => d.getMonth() + 1),
  day: part((d) => d.getDate()),
  /** `{"date_diff_days": [from, to]}` → whole days from `from` to `to` (negative when `to` is earlier). */
  date_diff_days: (from: unknown, to: unknown) => {
    const a = asDate(from);
    const b = asDate(to);
    return a && b ? differenceInCalendarDays(b, a) : null;
  },
  coverage_end_date: (begin, fixed, years, months, days) =>
    coverageEndDate(begin, fixed, years == null ? 1 : Number(years), Number(months ?? 0), Number(days ?? 0)),
  coverage_year_end: coverageYearEnd,
};
