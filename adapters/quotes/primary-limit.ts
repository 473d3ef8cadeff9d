import type { Quote } from '../api/quote';

/**
 * The limit a quote is offered at: its primary (first) coverage's first limit. Quotes are ordered
 * and tiled by it (docs/requirements.md §5.5); for aviation the primary coverage is the combined
 * single bodily injury including passengers coverage.
 */
export function primaryLimit(quote: Quote): number {
  return quote.product[0]?.coverage[0]?.limit[0]?.amount ?? 0;
}
