/**
 * The renewal window of a policy (docs/requirements.md §2.11): it runs from `renewalDaysBefore`
 * days before the policy's renewal (expiry) date to `renewalDaysAfter` days after it, both days
 * included. One rule for the browser's Renew button and the server's refusal.
 */
import { addDays } from 'date-fns';
import { isIsoDate, parseIsoDate, toIsoDate } from '../format/date';

export interface RenewalPeriod {
  /** days before the expiry date the window opens */
  renewalDaysBefore: number;
  /** days after the expiry date the window stays open */
  renewalDaysAfter: number;
}

/** Used where the brand configuration names no period (schemas/config/brandsConfig.json holds the real values). */
export const DEFAULT_RENEWAL_PERIOD: RenewalPeriod = { renewalDaysBefore: 60, renewalDaysAfter: 30 };

export interface RenewalWindow {
  /** first day a renewal may start (yyyy-MM-dd) */
  opens: string;
  /** last day a renewal may start (yyyy-MM-dd) */
  closes: string;
  /** where today stands: before the window, inside it, or after it */
  when: 'before' | 'open' | 'after';
}

const days = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

/**
 * A program's period from its brand configuration (brandsConfig `renewalPeriod`, the program's
 * own entry over the shared one): a missing or malformed number falls back to the default.
 */
export function renewalPeriodOf(config: { renewalPeriod?: Partial<RenewalPeriod> } | undefined): RenewalPeriod {
  const period = config?.renewalPeriod;
  return {
    renewalDaysBefore: days(period?.renewalDaysBefore, DEFAULT_RENEWAL_PERIOD.renewalDaysBefore),
    renewalDaysAfter: days(period?.renewalDaysAfter, DEFAULT_RENEWAL_PERIOD.renewalDaysAfter),
  };
}

/** The window around `expiry` on `today` (both yyyy-MM-dd); null when either is not a date (no window: never renewable). */
export function renewalWindow(expiry: string | null | undefined, period: RenewalPeriod, today: string): RenewalWindow | null {
  const end = parseIsoDate(expiry);
  if (!end || !isIsoDate(today)) return null;
  const opens = toIsoDate(addDays(end, -period.renewalDaysBefore));
  const closes = toIsoDate(addDays(end, period.renewalDaysAfter));
  // ISO dates compare as text
  const when = today < opens ? 'before' : today > closes ? 'after' : 'open';
  return { opens, closes, when };
}

/** Whether a policy expiring on `expiry` may be renewed on `today`. */
export function canRenewOn(expiry: string | null | undefined, period: RenewalPeriod, today: string): boolean {
  return renewalWindow(expiry, period, today)?.when === 'open';
}
