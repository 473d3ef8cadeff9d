/**
 * Typed dates (docs/requirements.md §4.2, §9.4): shown and typed in the layout's format (default dd/mm/yyyy), stored as
 * ISO yyyy-MM-dd. Pure functions on plain strings; days are counted in UTC so time zones never
 * shift a date.
 */
export const DEFAULT_DATE_FORMAT = 'dd/mm/yyyy';

type Slot = 'd' | 'm' | 'y' | { sep: string };

function slotsOf(format: string): Slot[] {
  return [...format.toLowerCase()].map((ch) => (ch === 'd' || ch === 'm' || ch === 'y' ? ch : { sep: ch }));
}

/** Keeps the digits typed and puts the format's separators between them: "1203202" → "12/03/202". */
export function maskDate(text: string, format = DEFAULT_DATE_FORMAT): string {
  const digits = text.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const slot of slotsOf(format)) {
    if (next >= digits.length) break;
    if (typeof slot === 'object') out += slot.sep;
    else out += digits[next++];
  }
  return out;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function isoOf(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** yyyy-MM-dd of a real calendar day, or undefined. */
export function parseIso(iso: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** "29/02/2024" → "2024-02-29"; a partial or impossible date ("31/02/2024") → undefined. */
export function parseDateText(text: string, format = DEFAULT_DATE_FORMAT): string | undefined {
  const slots = slotsOf(format);
  if (text.length !== slots.length) return undefined;
  const parts = { d: '', m: '', y: '' };
  for (const [index, slot] of slots.entries()) {
    const ch = text[index] ?? '';
    if (typeof slot === 'object') {
      if (ch !== slot.sep) return undefined;
    } else if (/\d/.test(ch)) parts[slot] += ch;
    else return undefined;
  }
  const iso = isoOf(Number(parts.y), Number(parts.m), Number(parts.d));
  return parts.y.length === 4 && parseIso(iso) ? iso : undefined;
}

/** "2024-02-29" → "29/02/2024"; anything that is not ISO is shown as it was typed. */
export function formatIso(value: string, format = DEFAULT_DATE_FORMAT): string {
  const date = parseIso(value);
  if (!date) return value;
  let out = '';
  const counters = { d: 0, m: 0, y: 0 };
  const text = { d: pad(date.day, 2), m: pad(date.month, 2), y: pad(date.year, 4) };
  for (const slot of slotsOf(format)) {
    if (typeof slot === 'object') out += slot.sep;
    else out += text[slot][counters[slot]++] ?? '';
  }
  return out;
}

/** What a keystroke stores: ISO once the text is a real date, the text as typed otherwise, nothing when empty. */
export function storedDate(text: string, format = DEFAULT_DATE_FORMAT): string | undefined {
  if (text === '') return undefined;
  return parseDateText(text, format) ?? text;
}

/** `$date` is today; an ISO date is itself; anything else is no bound. */
export function resolveDateOption(option: unknown, today: string): string | undefined {
  if (option === '$date') return today;
  return typeof option === 'string' && parseIso(option) ? option : undefined;
}

export function todayIso(now = new Date()): string {
  return isoOf(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

export function addDays(iso: string, days: number): string {
  const d = parseIso(iso);
  if (!d) return iso;
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return isoOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The same day of another month, clamped to that month's last day (31 Jan + 1 month → 29 Feb). */
export function addMonths(iso: string, months: number): string {
  const d = parseIso(iso);
  if (!d) return iso;
  const first = new Date(Date.UTC(d.year, d.month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return isoOf(first.getUTCFullYear(), first.getUTCMonth() + 1, Math.min(d.day, lastDay));
}

/** 0 Sunday … 6 Saturday */
export function dayOfWeek(iso: string): number {
  const d = parseIso(iso);
  return d ? new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() : -1;
}

export interface DateLimits {
  min?: string;
  max?: string;
  disabledDays?: readonly number[];
}

/** Whether the picker offers a day: inside min/max and not on a disabled day of the week. */
export function isSelectable(iso: string, limits: DateLimits): boolean {
  if (limits.min && iso < limits.min) return false;
  if (limits.max && iso > limits.max) return false;
  return !(limits.disabledDays ?? []).includes(dayOfWeek(iso));
}

/** The weeks (Sunday first) of the month holding `iso`, as ISO days; null pads the edges. */
export function monthGrid(iso: string): (string | null)[][] {
  const d = parseIso(iso);
  if (!d) return [];
  const first = isoOf(d.year, d.month, 1);
  const daysInMonth = new Date(Date.UTC(d.year, d.month, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: dayOfWeek(first) }, () => null);
  for (let day = 1; day <= daysInMonth; day++) cells.push(isoOf(d.year, d.month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
