/**
 * Text inputs keep what is being typed as a local draft and commit it to the form after a pause
 * (docs/architecture.md "Speed rules": a keystroke re-renders only its field). A submit must never lose a draft, so each
 * input with one registers its flush here and the form flushes them all before it submits.
 */
export class DraftRegistry {
  private readonly flushes = new Set<() => void>();

  /** Adds an input's flush (commits its pending draft, if any); returns the unregister call. */
  register(flush: () => void): () => void {
    this.flushes.add(flush);
    return () => {
      this.flushes.delete(flush);
    };
  }

  /** Commits every pending draft now, through each input's own onChange. */
  flushAll(): void {
    for (const flush of [...this.flushes]) flush();
  }
}

/** The registry a JourneyForm puts in `formContext.drafts`; none in a plain RJSF form. */
export function draftsOf(formContext: unknown): DraftRegistry | undefined {
  const drafts: unknown = (formContext as { drafts?: unknown } | undefined)?.drafts;
  return drafts instanceof DraftRegistry ? drafts : undefined;
}
