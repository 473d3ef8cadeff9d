import type { QuoteWrapper } from '../api/quote';
import { primaryLimit } from './primary-limit';

/**
 * The quote a quick quote shows (docs/requirements.md §2.12): the one at the limit the visitor chose
 * (`preferred`, the coverage page's limit answer), else the first (lowest limit).
 */
export function quickQuoteChoice(quotes: readonly QuoteWrapper[], preferred: unknown): QuoteWrapper | undefined {
  const wanted = Number(preferred);
  return quotes.find((q) => Number.isFinite(wanted) && primaryLimit(q.quote) === wanted) ?? quotes[0];
}
