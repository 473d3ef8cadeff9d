/**
 * Which popup opens (README "For analysts", Popups): the first of the trigger's popups whose `when`
 * holds on the page's answers as the rules see them (derived values applied, hidden answers
 * dropped, other steps' answers as `$answers`, the application as `$context`). Pure: the browser
 * decides when to ask.
 */
import { CONTEXT, evaluate, OTHER_ANSWERS, runRule, truthy, type EvaluateOptions } from '../rules';
import type { CompiledLayout, CompiledPopup, FieldError, FormData, PopupTrigger } from '../types';

export interface PopupQuery extends EvaluateOptions {
  trigger: PopupTrigger;
  /** for `change`: the page-level field that changed */
  field?: string;
}

export function popupToOpen(compiled: CompiledLayout, data: FormData, query: PopupQuery): CompiledPopup | undefined {
  const candidates = (compiled.meta.popups ?? []).filter((p) => p.trigger === query.trigger && (query.trigger !== 'change' || p.field === query.field));
  if (candidates.length === 0) return undefined;
  const evaluated = evaluate(compiled, data, query).data;
  const context = { application_type: compiled.meta.applicationType ?? null, client: compiled.meta.program };
  const scope: FormData = { ...evaluated, [CONTEXT]: context, ...(query.answers === undefined ? {} : { [OTHER_ANSWERS]: query.answers }) };
  return candidates.find((p) => p.when === undefined || truthy(runRule(p.when, scope, { today: query.today })));
}

/** The answers after a popup's button: its `set` over the page's answers. */
export function withPopupAnswers(data: FormData, set: Record<string, unknown> | undefined): FormData {
  return set ? { ...data, ...set } : data;
}

/** The popups change triggers listen to, by field: the page compares only these between changes. */
export function changeFields(compiled: CompiledLayout): string[] {
  return [...new Set((compiled.meta.popups ?? []).flatMap((p) => (p.trigger === 'change' && p.field ? [p.field] : [])))];
}

/** Whether a button of the popup gives this answer: Continue leaves such an error to the popup. */
export function popupSets(popup: CompiledPopup, field: string): boolean {
  return popup.buttons.some((b) => b.set !== undefined && Object.hasOwn(b.set, field));
}

/** The popup the first failing validation with a `dialog` param names, when the page has it. */
export function dialogFor(compiled: CompiledLayout, errors: readonly FieldError[]): CompiledPopup | undefined {
  for (const error of errors) {
    const popup = error.dialog === undefined ? undefined : compiled.meta.popups?.find((p) => p.id === error.dialog);
    if (popup) return popup;
  }
  return undefined;
}
