import { otherStepsAnswers } from '../../adapters/journey';
import type { UserContext } from '../../adapters/rules';
import type { ApplicationType, FieldError, Locale, Role } from '../../adapters/types';
import { checkPage } from '../../adapters/validators';
import type { LayoutStore } from '../config-service/layout-store';
import type { ProgressState, StepInput } from '../../adapters/api';
import { mergeStates } from './proposal';

export interface StepContext {
  locale: Locale;
  role: Role;
  applicationType: ApplicationType;
  /** ISO yyyy-MM-dd */
  today: string;
  /** the applicant saving their own steps, read by `prefill` rules as `$user` (none when staff save) */
  user?: UserContext;
}

export type StepCheck =
  | { ok: true; states: ProgressState[] }
  | { ok: false; unknownStep: string }
  | { ok: false; errors: FieldError[] };

/**
 * Most a step's answers may weigh as JSON. Pages bound their answers (each text at most
 * 10,000 characters, lists with max_items); this bounds a page that forgets to, below BODY_LIMIT,
 * which bounds only a request and not what the steps add up to.
 */
export const MAX_STEP_BYTES = 64 * 1024;

/** The first incoming step whose answers weigh more than MAX_STEP_BYTES, with its size. */
export function stepTooLarge(incoming: readonly StepInput[]): { step: string; size: number } | undefined {
  for (const state of incoming) {
    const size = Buffer.byteLength(JSON.stringify(state.form_elements));
    if (size > MAX_STEP_BYTES) return { step: state.name, size };
  }
  return undefined;
}

/**
 * Every saved step is validated with the same compiled page the browser renders, its rules
 * seeing the other steps' answers (`$answers`: those `saved` and those sent with it) as the
 * browser's do, and a field its rule locks with `keep_answer` keeps the answer the step saved
 * before (adapters/rules/evaluate.ts). Valid steps come back ready to store: hidden fields' values dropped, derived
 * values applied, the layout content hash attached.
 */
export function checkSteps(
  store: LayoutStore,
  client: string,
  incoming: readonly StepInput[],
  ctx: StepContext,
  saved: readonly ProgressState[] = [],
  /** the page checking a state: the full journey's step by default; the quick quote names its own (docs/requirements.md §2.12) */
  pageForState: (state: string) => string | undefined = (state) => store.routeForState(client, state),
): StepCheck {
  const states: ProgressState[] = [];
  const errors: FieldError[] = [];
  const savedAt = new Date().toISOString();
  // the steps as they will be once saved, in the order the browser sees them
  const all = mergeStates(saved, incoming);
  for (const state of incoming) {
    const route = pageForState(state.name);
    const compiled = route ? store.compiledPage(client, route, ctx) : undefined;
    if (!compiled) return { ok: false, unknownStep: state.name };
    // a renewal's begin date (tag keep_answer) is locked by what this step saved before, and kept
    const before = saved.find((s) => s.name === state.name)?.form_elements ?? {};
    const checked = checkPage(compiled, state.form_elements, { today: ctx.today, answers: otherStepsAnswers(all, state.name), saved: before, user: ctx.user });
    if (checked.errors.length > 0) {
      errors.push(...checked.errors);
      continue;
    }
    states.push({
      name: state.name,
      completed: state.completed,
      form_elements: checked.data,
      content_hash: compiled.meta.hash,
      saved_at: savedAt,
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, states };
}
