/**
 * The quick quote's constants and tag-free rules (docs/requirements.md §2.12), apart from the link
 * rules of quick-quote.ts so the browser's quick-quote pages take no more of the adapters than they use.
 */

/** The config service's name for the quick-quote journey, and its file's base name. */
export const QUICK_QUOTE_JOURNEY = 'quick-quote-journey';

/** The quick-quote bar starts at this percentage (docs/requirements.md §2.12). */
export const QUICK_QUOTE_START_PERCENT = 10;

/** The progress bar's percentage on link `index` of `count`: 10 % on the first, 100 % after the last. */
export function quickQuotePercent(index: number, count: number): number {
  if (count <= 1) return QUICK_QUOTE_START_PERCENT;
  const span = 100 - QUICK_QUOTE_START_PERCENT;
  return Math.round(QUICK_QUOTE_START_PERCENT + (span * Math.max(0, Math.min(index, count))) / count);
}

/** The pilot of a quick quote, whose name and e-mail registration keeps (empty strings where not answered). */
export function quickQuotePilot(states: readonly { form_elements?: Record<string, unknown> | null }[]): { first_name: string; last_name: string; email: string } {
  const answers: Record<string, unknown> = Object.assign({}, ...states.map((s) => s.form_elements ?? {}));
  const text = (name: string) => (typeof answers[name] === 'string' ? (answers[name] as string) : '');
  return { first_name: text('first_name'), last_name: text('last_name'), email: text('email_address') };
}
