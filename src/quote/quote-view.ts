/**
 * What the quote page shows of the proposal's quotes (spec 000 §4 quote selection, §9): tiles by
 * primary limit, coverage rows with a premium above 0, and taxes, fees and total from the
 * ANNUALLY payment option. Pure, so it is tested without React.
 */
import type { QuoteTile } from '../../widgets/complex/quote-tiles/preselect';
import type { Quote, QuoteWrapper } from '../api/quote-types';

export interface CoverageRow {
  plan: string;
  /** the coverage's first limit; undefined when it has none (the row hides it) */
  limit: number | undefined;
  premium: number;
}

export interface QuoteSummary {
  rows: CoverageRow[];
  /** before taxes and fees */
  premium: number;
  taxes: number;
  fees: number;
  total: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The limit a quote is offered at: its primary (first) coverage's first limit. */
export function primaryLimit(quote: Quote): number {
  return quote.product[0]?.coverage[0]?.limit[0]?.amount ?? 0;
}

/** Tiles for QuoteTiles, keyed by the wrapper id (what PATCH quote and POST policies take). */
export function toTiles(quotes: readonly QuoteWrapper[], selectedId: string | undefined): QuoteTile[] {
  return quotes.map((w) => ({ id: w.id, limitAmount: primaryLimit(w.quote), fullPremium: w.quote.full_premium_amount, selected: w.id === selectedId }));
}

export function summarize(quote: Quote): QuoteSummary {
  const rows = quote.product
    .flatMap((p) => p.coverage)
    .filter((c) => c.full_premium > 0)
    .map((c) => ({ plan: c.plan_name, limit: c.limit[0]?.amount, premium: c.full_premium }));
  const annual = quote.payment_options.find((o) => o.plan_desc === 'ANNUALLY')?.payments[0];
  const taxes = cents((annual?.taxes ?? []).reduce((sum, t) => sum + t.amount, 0));
  const fees = cents((annual?.fee ?? []).reduce((sum, f) => sum + f.amount, 0));
  const premium = quote.full_premium_amount;
  return { rows, premium, taxes, fees, total: annual?.gross_amount ?? cents(premium + taxes + fees) };
}
