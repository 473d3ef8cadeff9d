/**
 * How many days a quote has left (docs/requirements.md §5.9): one rule for the quote page, the
 * sign-in decision, the CSR work list and the server's refusals.
 *
 * A quote is counted from the day it was given (the approval day for CSR_APPROVED), a renewal's from
 * the later of that day and its coverage begin date; the days left never go below 0, and 0 means
 * expired. `null` where expiry does not apply (another status, no date to count from).
 */
import { isIsoDate } from '../format/date';

export interface QuoteExpirySettings {
  /** days a new application's quote lasts */
  quoteExpiryDays: number;
  /** days a renewal's quote lasts */
  renewalExpiryDays: number;
  /** the statuses in which a quote expires */
  statuses: readonly string[];
}

export interface QuoteExpiryFacts {
  status: string;
  /** NEW, CREATE, RENEWAL, QUICK_RENEWAL */
  type: string;
  /** yyyy-MM-dd the quote was given; null when none was */
  quotedOn: string | null;
  /** yyyy-MM-dd a CSR or sponsor approved it; null when not approved */
  approvedOn: string | null;
  /** the saved coverage begin date (yyyy-MM-dd), counted for renewals */
  coverageBeginDate?: unknown;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string): number => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const isRenewal = (type: string): boolean => type === 'RENEWAL' || type === 'QUICK_RENEWAL';

export function quoteDaysLeft(facts: QuoteExpiryFacts, settings: QuoteExpirySettings, today: string): number | null {
  if (!settings.statuses.includes(facts.status)) return null;
  const given = facts.status === 'CSR_APPROVED' ? facts.approvedOn : facts.quotedOn;
  if (!given || !isIsoDate(given)) return null;
  const renewal = isRenewal(facts.type);
  const begin = renewal && isIsoDate(facts.coverageBeginDate) ? facts.coverageBeginDate : null;
  const from = begin && begin > given ? begin : given;
  const days = renewal ? settings.renewalExpiryDays : settings.quoteExpiryDays;
  return Math.max(0, days - (dayNumber(today) - dayNumber(from)));
}

/** Whether a quote has expired: it has no day left. */
export const isQuoteExpired = (daysLeft: number | null | undefined): boolean => daysLeft === 0;
