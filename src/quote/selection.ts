/** The selected quote kept in the session (docs/requirements.md §5.5), per proposal. */
const key = (proposalId: string) => `selectedQuote:${proposalId}`;

export function rememberedSelection(proposalId: string): string | null {
  return sessionStorage.getItem(key(proposalId));
}

export function rememberSelection(proposalId: string, quoteId: string): void {
  sessionStorage.setItem(key(proposalId), quoteId);
}
