/**
 * Navigation state of Back on a locked application: the applicant looks at earlier answers
 * (read-only) instead of being sent back to the page their status belongs on.
 */
export const READ_ONLY_VISIT = { readOnlyVisit: true } as const;

export function isReadOnlyVisit(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { readOnlyVisit?: unknown }).readOnlyVisit === true;
}
