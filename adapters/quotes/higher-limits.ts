/**
 * Switching the approved quote (docs/requirements.md §5.8): after CSR approval a gold-wings
 * application with exactly one aircraft may move to a quote with a higher limit. One rule for the
 * browser, which offers those quotes in a popup, and the server, which refuses any other switch,
 * so the two cannot disagree.
 */
import type { QuoteWrapper } from '../api/quote';
import type { Status } from '../status/statuses';
import { primaryLimit } from './primary-limit';

/** Programs whose applicants may switch the approved quote. */
const SWITCH_AFTER_APPROVAL: ReadonlySet<string> = new Set(['CANGLDWNG']);

export interface ApprovedQuotes {
  client: string;
  status: Status;
  /** aircraft on the application (`aircraftCount`) */
  aircraft: number;
  /** the proposal's quotes */
  quotes: readonly QuoteWrapper[];
  /** the accepted quote; without one the approval stands for the first quote, as the server issues it */
  acceptedQuoteId: string | null | undefined;
}

/** Why a CSR-approved quote may not be switched (message ids `server.status.switch.<reason>`). */
export type SwitchRefusal = 'program' | 'aircraft' | 'notHigher';

/** The quote the approval stands for: the accepted one, else the first. */
export function approvedQuote(input: Pick<ApprovedQuotes, 'quotes' | 'acceptedQuoteId'>): QuoteWrapper | undefined {
  return input.quotes.find((q) => q.id === input.acceptedQuoteId) ?? input.quotes[0];
}

/**
 * The quotes a CSR-approved gold-wings application with one aircraft and several quotes may switch
 * to: those whose primary limit is higher than the approved quote's, by limit ascending. Empty in
 * every other case. Pure.
 */
export function higherLimitAlternatives(input: ApprovedQuotes): QuoteWrapper[] {
  if (!SWITCH_AFTER_APPROVAL.has(input.client) || input.status !== 'CSR_APPROVED' || input.aircraft !== 1 || input.quotes.length < 2) return [];
  const approved = approvedQuote(input);
  if (!approved) return [];
  const floor = primaryLimit(approved.quote);
  return input.quotes.filter((q) => primaryLimit(q.quote) > floor).sort((a, b) => primaryLimit(a.quote) - primaryLimit(b.quote));
}

/**
 * Why switching a CSR-approved application to quote `toId` is refused, or null when it is one of
 * `higherLimitAlternatives`. Switching to the approved quote itself is no switch: the caller
 * answers it before asking.
 */
export function switchRefusal(input: Omit<ApprovedQuotes, 'status'>, toId: string): SwitchRefusal | null {
  if (!SWITCH_AFTER_APPROVAL.has(input.client)) return 'program';
  if (input.aircraft !== 1) return 'aircraft';
  const allowed = higherLimitAlternatives({ ...input, status: 'CSR_APPROVED' });
  return allowed.some((q) => q.id === toId) ? null : 'notHigher';
}
