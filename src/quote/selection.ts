/** The selected quote kept in the session (spec 000 §3 session items), per proposal. */
const key = (proposalId: string) => `selectedQuote:${proposalId}`;

export function rememberedSelection(proposalId: string): string | null {
  return sessionStorage.getItem(key(proposalId));
}

export function rememberSelection(proposalId: string, quoteId: string): void {
  sessionStorage.setItem(key(proposalId), quoteId);
}
