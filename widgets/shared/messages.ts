/** The messages once each, the first of any repeated, blanks dropped (a field shows one message per fact). */
export function uniqueMessages(...lists: readonly (readonly unknown[] | undefined)[]): string[] {
  return [...new Set(lists.flatMap((list) => list ?? []).filter((m): m is string => typeof m === 'string' && m.trim() !== ''))];
}
