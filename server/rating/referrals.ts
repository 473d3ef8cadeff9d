import { mergeAnswers, type RatableProposal } from './answers';
import { evaluate } from './logic';
import { RatingPlanError } from './plan-error';
import type { LoadedPlan } from './plan-types';

/**
 * Codes of the plan's `referrals` that hold for the proposal: a non-empty list means the
 * accepted quote goes to CSR review (docs/requirements.md §5.7). Pure.
 */
export function referralReasons(loaded: LoadedPlan, proposal: RatableProposal): string[] {
  const answers = mergeAnswers(proposal);
  const derived: Record<string, unknown> = {};
  const run = (logic: unknown, path: string): unknown => {
    try {
      return evaluate(logic as never, { answers, derived });
    } catch (err) {
      throw new RatingPlanError([{ file: loaded.file, path, message: `could not be evaluated: ${(err as Error).message}` }]);
    }
  };
  (loaded.plan.derived ?? []).forEach((d, i) => (derived[d.name] = run(d.logic, `$.derived[${i}].logic`)));
  return (loaded.plan.referrals ?? []).flatMap((r, i) => {
    const value = run(r.when, `$.referrals[${i}].when`);
    return (Array.isArray(value) ? value.length > 0 : Boolean(value)) ? [r.code] : [];
  });
}
