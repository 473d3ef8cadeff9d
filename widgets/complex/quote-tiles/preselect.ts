/** A quote tile (docs/requirements.md §5.1). */
export interface QuoteTile {
  id: string;
  limitAmount: number;
  fullPremium: number;
  selected?: boolean;
}

export interface PreselectContext {
  /** proposal.prior_term_liability_limit: above 0, the quote with that limit wins */
  priorTermLimit?: number | null;
  /** the quote the applicant chose before (session or proposal) */
  previousSelectedId?: string | null;
  /** a program rule's limit, e.g. 1,000,000 for MMC with a specific employer (docs/requirements.md §5.4) */
  preferredLimit?: number | null;
}

/** Quotes ordered by limit ascending (docs/requirements.md §5.5); ties keep their order. */
export function sortQuotesByLimit<Q extends QuoteTile>(quotes: readonly Q[]): Q[] {
  return [...quotes].sort((a, b) => a.limitAmount - b.limitAmount);
}

/**
 * docs/requirements.md §5.5 quote selection, on the quotes ordered by limit: a prior-term limit above 0 picks
 * the quote with that limit; else the previously selected quote stays; else a program's
 * preferred limit; else the second quote when there are more than two, otherwise the first.
 * Returns undefined only for no quotes.
 */
export function preselectQuote(quotes: readonly QuoteTile[], context: PreselectContext = {}): string | undefined {
  const ordered = sortQuotesByLimit(quotes);
  const withLimit = (limit: number | null | undefined) =>
    limit !== undefined && limit !== null && limit > 0 ? ordered.find((q) => q.limitAmount === limit) : undefined;
  const previous = context.previousSelectedId ? ordered.find((q) => q.id === context.previousSelectedId) : undefined;
  const chosen = withLimit(context.priorTermLimit) ?? previous ?? withLimit(context.preferredLimit) ?? (ordered.length > 2 ? ordered[1] : ordered[0]);
  return chosen?.id;
}

/** The red lower-limit warning shows when the chosen limit is below the prior term's (docs/requirements.md §5.5). */
export function isBelowPriorTerm(quote: QuoteTile | undefined, priorTermLimit: number | null | undefined): boolean {
  return Boolean(quote && priorTermLimit && priorTermLimit > 0 && quote.limitAmount < priorTermLimit);
}
