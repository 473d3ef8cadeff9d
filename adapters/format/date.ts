/**
 * Dates: ISO `yyyy-MM-dd` in data, `dd/MM/yyyy` on screen (docs/requirements.md §9.4). Parsing is strict:
 * only real calendar dates (31/02 is refused), always two-digit day and month, four-digit year.
 * Formatted by hand: date-fns' `format` would put its whole token engine (about 20 kB) in every page.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function realDate(year: number, month: number, day: number): Date | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(year, month - 1, day);
  // new Date rolls 31/02 over into March; a real date keeps its parts.
  date.setFullYear(year);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** `"2024-02-29"` → local-midnight Date; anything else (incl. `"2023-02-29"`) → null. */
export function parseIsoDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = ISO.exec(value);
  return m ? realDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** A real calendar day in ISO form; arithmetic only, since validation asks this of every date on every save. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 10) return false;
  const m = ISO.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]!);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Date → `yyyy-MM-dd` (local calendar day). */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `"2024-12-31"` → `"31/12/2024"`; a value that is not an ISO date is returned unchanged. */
export function formatDate(iso: unknown): string {
  const date = parseIsoDate(iso);
  if (date) return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
  return typeof iso === 'string' ? iso : '';
}

/** Typed `"31/12/2024"` → `"2024-12-31"`; `"31/02/2024"`, `"1/2/2024"` → null. */
export function parseDisplayDate(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const m = DISPLAY.exec(text.trim());
  if (!m) return null;
  const date = realDate(Number(m[3]), Number(m[2]), Number(m[1]));
  return date ? toIsoDate(date) : null;
}

/** Today's calendar date in local time, ISO (called on every evaluation). */
export function todayIso(): string {
  return toIsoDate(new Date());
}
