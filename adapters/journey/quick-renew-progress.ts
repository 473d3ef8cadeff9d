/**
 * The quick-renew progress bar (docs/requirements.md §2.11), from the stepper's position (each quick
 * renewal page is a step of its own, the quote the last): apart, with no imports, so that only the
 * bar's lazy chunk carries it.
 */

/** The completed percentage before anything is done (the spec's default). */
export const QUICK_RENEW_START_PERCENT = 10;

/** On step `step` (1-based) of `steps`: 10 % on the first, the share of steps behind after it, 100 % on the last (the quote). */
export function quickRenewPercent(step: number, steps: number): number {
  if (steps <= 1 || step >= steps) return 100;
  if (step <= 1) return QUICK_RENEW_START_PERCENT;
  return Math.max(QUICK_RENEW_START_PERCENT, Math.round(((step - 1) / (steps - 1)) * 100));
}
