import type { QuoteWrapper } from '../../adapters/api';

export type QuoteChoice = { ok: true; quote: QuoteWrapper } | { ok: false; reason: 'unknown' | 'none' | 'not-accepted' };

/**
 * The quote a policy is issued from (docs/requirements.md §6.2): once a quote is
 * accepted, that one (naming another is refused); before, the one the request names, else the
 * first (quotes are stored limit ascending).
 */
export function chooseQuote(quotes: readonly QuoteWrapper[], requested: string | undefined, accepted: string | null): QuoteChoice {
  const named = requested ? quotes.find((q) => q.id === requested) : undefined;
  if (requested && !named) return { ok: false, reason: 'unknown' };
  const acceptedQuote = quotes.find((q) => q.id === accepted);
  if (acceptedQuote) return named && named !== acceptedQuote ? { ok: false, reason: 'not-accepted' } : { ok: true, quote: acceptedQuote };
  const chosen = named ?? quotes[0];
  return chosen ? { ok: true, quote: chosen } : { ok: false, reason: 'none' };
}
