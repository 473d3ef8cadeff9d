import type { QuoteWrapper } from '../rating/quote-types';

export type QuoteChoice = { ok: true; quote: QuoteWrapper } | { ok: false; reason: 'unknown' | 'none' };

/**
 * The quote a policy is issued from (spec 000 §4 "Quote accepted flow"): the one the request
 * names, else the accepted one, else the first (quotes are stored limit ascending).
 */
export function chooseQuote(quotes: readonly QuoteWrapper[], requested: string | undefined, accepted: string | null): QuoteChoice {
  if (requested) {
    const named = quotes.find((q) => q.id === requested);
    return named ? { ok: true, quote: named } : { ok: false, reason: 'unknown' };
  }
  const chosen = quotes.find((q) => q.id === accepted) ?? quotes[0];
  return chosen ? { ok: true, quote: chosen } : { ok: false, reason: 'none' };
}
