/**
 * What the quote page shows of the proposal's quotes (docs/requirements.md §5.5, §5.6): tiles by
 * primary limit and the first choice; the chosen quote's table and commissions are
 * adapters/quotes/summary.ts (the policy summary and the application PDF read them too).
 */
import type { QuoteTile } from '../../widgets/complex/quote-tiles/preselect';
import type { QuoteWrapper } from '../../adapters/api';
import { primaryLimit } from '../../adapters/quotes';

export { aircraftAnswers, commissions, summarize, type AircraftAnswers, type AircraftGroup, type Amount, type CommissionRow, type CommissionSummary, type CoverageRow, type QuoteSummary } from '../../adapters/quotes';

/** Tiles for QuoteTiles, keyed by the wrapper id (what PATCH quote and POST policies take). */
export function toTiles(quotes: readonly QuoteWrapper[], selectedId: string | undefined): QuoteTile[] {
  return quotes.map((w) => ({ id: w.id, limitAmount: primaryLimit(w.quote), fullPremium: w.quote.full_premium_amount, selected: w.id === selectedId }));
}

/**
 * The limit the applicant chose on an earlier page, which the quote page selects first
 * (docs/requirements.md §5.5): the answer its tag `preferred_limit_field` names (README "For
 * analysts"), a drop-down's amount key or a coverage tile's `limit`; null when there is none.
 */
export function preferredLimit(tags: Readonly<Record<string, unknown>>, answers: Readonly<Record<string, unknown>>): number | null {
  const field = tags.preferred_limit_field;
  if (typeof field !== 'string' || !Object.hasOwn(answers, field)) return null;
  const answer = answers[field];
  const value = answer !== null && typeof answer === 'object' ? (answer as { limit?: unknown }).limit : answer;
  const limit = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(limit) && limit > 0 ? limit : null;
}
