import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import { changeFields, dialogFor, popupSets, popupToOpen, withPopupAnswers } from '../../adapters/popups';
import { clearOnChange, evaluate, prefilledAnswers, type UserContext } from '../../adapters/rules';
import { prepareForSave, validatePage } from '../../adapters/validators';
import type { CompiledLayout, CompiledPopup, Evaluation, FieldError, FormData, PopupThen } from '../../adapters/types';
import type { ValidateItem } from '../complex/multi-field/item-validation';
import { hasErrorUnder } from '../templates/page/layout';
import { FieldStateStore } from '../theme/runtime/field-state-store';
import { EMPTY_PAGE, type FormRuntime, type PageState } from '../theme/runtime/FormRuntime';
import { createValueStore } from '../theme/runtime/value-store';
import { errorsUnder, inReadingOrder, normalizedAt, pathFromId, toErrorSchema, withDerived, withValueAt } from './data-paths';

interface Options {
  compiled: CompiledLayout;
  data: FormData;
  answers?: FormData;
  saved?: FormData;
  user?: UserContext;
  today?: string;
  idPrefix: string;
  serverErrors?: readonly FieldError[];
  onChange?(data: FormData): void;
  onSubmit(data: FormData): void;
  onPopupAction?(action: Exclude<PopupThen, 'continue' | 'close'>): void;
}

const NO_ERRORS: readonly FieldError[] = [];

/** An open popup (README "For analysts", Popups): the answers it was opened on, and the field to focus once it closes. */
export interface OpenPopup {
  popup: CompiledPopup;
  data: FormData;
  focusAfter?: string;
}

/**
 * The state machine of a journey page: the rules on every change (hidden, disabled, derived), a
 * field's validation on blur, the page's on submit or a panel's Next, and the server's errors.
 * Validation never runs on a keystroke (docs/architecture.md "Speed rules").
 */
export function useJourneyState({ compiled, data, answers, saved, user, today, idPrefix, serverErrors, onChange, onSubmit, onPopupAction }: Options) {
  const layout = compiled.meta.layout;
  const computePaths = useMemo(() => compiled.rules.compute.map((rule) => rule.path), [compiled]);
  // what the rules set: derived values, and a locked prefill (the account's e-mail)
  const setPaths = useMemo(() => [...computePaths, ...(compiled.rules.prefill ?? []).filter((rule) => rule.locked).map((rule) => rule.path)], [computePaths, compiled]);
  const run = useCallback((input: FormData): Evaluation => evaluate(compiled, input, { today, answers, saved, user }), [compiled, today, answers, saved, user]);
  const validate = useCallback((input: FormData) => validatePage(compiled, input, { today, answers, saved, user }), [compiled, today, answers, saved, user]);

  const [initial] = useState(() => {
    // the page opens with the applicant's account in the fields its prefill rules name, when unanswered
    const opening = prefilledAnswers(compiled, data, user);
    const evaluation = run(opening);
    return { evaluation, formData: withDerived(opening, evaluation.data, setPaths), errors: validate(opening) };
  });
  const [formData, setFormData] = useState<FormData>(initial.formData);
  const [pageErrors, setPageErrors] = useState<readonly FieldError[]>(initial.errors);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const [revealAll, setRevealAll] = useState(false);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const [focus, setFocus] = useState<PageState['focus']>(null);
  const dataRef = useRef(initial.formData);
  const emitted = useRef<FormData>(data);
  // a load popup opens with the page, once
  const [popup, setPopup] = useState<OpenPopup | null>(() => {
    const onLoad = popupToOpen(compiled, initial.formData, { trigger: 'load', today, answers });
    return onLoad ? { popup: onLoad, data: initial.formData } : null;
  });
  const watched = useMemo(() => changeFields(compiled), [compiled]);

  const runtimeStores = useMemo(() => {
    const fields = new FieldStateStore();
    fields.set(initial.evaluation.hidden, initial.evaluation.disabled, initial.evaluation.hiddenOptions, initial.evaluation.warnings);
    return { fields, page: createValueStore<PageState>(EMPTY_PAGE) };
  }, [initial]);

  const requestFocus = useCallback((path: string | undefined) => {
    if (path !== undefined) setFocus((was) => ({ path, seq: (was?.seq ?? 0) + 1 }));
  }, []);

  /** Applies new form data: rules, derived values, the parent's onChange. */
  const apply = useCallback(
    (raw: FormData) => {
      const evaluation = run(raw);
      runtimeStores.fields.set(evaluation.hidden, evaluation.disabled, evaluation.hiddenOptions, evaluation.warnings);
      const next = withDerived(raw, evaluation.data, setPaths);
      dataRef.current = next;
      setFormData(next);
      emitted.current = evaluation.data;
      onChange?.(evaluation.data);
      return evaluation;
    },
    [run, runtimeStores, setPaths, onChange],
  );

  // New answers from the parent (not the ones we reported) replace the form's.
  useEffect(() => {
    if (data !== emitted.current) {
      emitted.current = data;
      apply(data);
      setPageErrors(validate(data));
    }
  }, [data, apply, validate]);

  // A new rejected save shows all its errors again.
  useEffect(() => setDismissed(new Set()), [serverErrors]);

  const onFormChange = useCallback(
    (event: IChangeEvent, id?: string) => {
      const before = dataRef.current;
      // an answer whose watched field changed is cleared (tag clear_on_change) before the rules run
      apply(clearOnChange(compiled, before, (event.formData ?? {}) as FormData));
      const after = dataRef.current;
      for (const field of watched) {
        if (sameValue(before[field], after[field])) continue;
        const onChange = popupToOpen(compiled, after, { trigger: 'change', field, today, answers });
        if (onChange) {
          setPopup({ popup: onChange, data: after });
          break;
        }
      }
      // An error on screen follows its field's answer (cleared once valid, its message updated) as
      // soon as the answer is committed; fields not yet checked get no new errors (docs/requirements.md §4.1).
      if (errorsOnScreen.current) setPageErrors((was) => recheck(was, validate(dataRef.current)));
      const path = id === undefined ? undefined : pathFromId(id, idPrefix);
      if (path !== undefined && serverErrors?.some((error) => error.field === path)) {
        setDismissed((was) => (was.has(path) ? was : new Set([...was, path])));
      }
    },
    [apply, idPrefix, serverErrors, validate, watched, compiled, today, answers],
  );

  // Blur validation runs after the blur's own change (a radio picked, a date chosen) is committed.
  const blurred = useRef(new Set<string>());
  const [blurTick, setBlurTick] = useState(0);
  const onFormBlur = useCallback(
    (id: string) => {
      const path = pathFromId(id, idPrefix);
      if (path === undefined) return;
      blurred.current.add(path);
      setBlurTick((tick) => tick + 1);
    },
    [idPrefix],
  );
  useEffect(() => {
    if (blurred.current.size === 0) return;
    const paths = [...blurred.current];
    blurred.current.clear();
    const evaluation = run(dataRef.current);
    const normalized = normalizedAt(dataRef.current, evaluation.data, paths, new Set(evaluation.hidden));
    if (normalized !== dataRef.current) apply(normalized);
    setPageErrors(validate(normalized));
    setRevealed((was) => new Set([...was, ...paths]));
  }, [blurTick, run, validate, apply]);

  /**
   * Continue: errors block the save (a validation naming a dialog opens it); a valid page first
   * opens the first continue popup that applies, whose buttons may give the answers still missing.
   */
  const submit = useCallback(
    (raw: FormData, askPopups: boolean) => {
      const errors = validate(raw);
      const offered = askPopups ? popupToOpen(compiled, raw, { trigger: 'continue', today, answers }) : undefined;
      const blocking = offered ? errors.filter((error) => !popupSets(offered, error.field)) : errors;
      if (offered && blocking.length === 0) {
        setPopup({ popup: offered, data: raw });
        return;
      }
      // the answers a popup would give are not asked for while other answers block it
      setPageErrors(blocking);
      setRevealAll(true);
      if (blocking.length > 0) {
        const first = inReadingOrder(blocking, layout).find((error) => error.field !== '')?.field;
        const dialog = dialogFor(compiled, inReadingOrder(blocking, layout));
        // the dialog takes the focus; the field gets it once the dialog closes
        if (dialog) setPopup({ popup: dialog, data: raw, focusAfter: first });
        else requestFocus(first);
        return;
      }
      onSubmit(prepareForSave(compiled, raw, { today, answers, user }));
    },
    [validate, layout, requestFocus, onSubmit, compiled, today, answers, user],
  );
  const onFormSubmit = useCallback((event: IChangeEvent) => submit((event.formData ?? {}) as FormData, true), [submit]);

  // A refused save whose validation names a dialog opens it, as Continue would have.
  useEffect(() => {
    const dialog = dialogFor(compiled, serverErrors ?? NO_ERRORS);
    if (dialog) setPopup({ popup: dialog, data: dataRef.current });
  }, [compiled, serverErrors]);

  /** A popup's button gives its answers, then continues (saves and moves on), closes or asks the app to act; dismissing changes nothing. */
  const onPopupClose = useCallback(
    (buttonId: string | null) => {
      if (!popup) return;
      setPopup(null);
      const button = buttonId === null ? undefined : popup.popup.buttons.find((b) => b.id === buttonId);
      const data = withPopupAnswers(popup.data, button?.set);
      if (button?.set) {
        apply(data);
        // an error on screen follows the answer the button gave, as it follows a typed one
        if (errorsOnScreen.current) setPageErrors((was) => recheck(was, validate(dataRef.current)));
      }
      // a continue popup has had its turn; one opened by a change, the page or a check leads to the usual Continue
      if (button?.then === 'continue') submit(data, popup.popup.trigger !== 'continue');
      else if (button?.then === 'regular_renewal') onPopupAction?.(button.then);
      else requestFocus(popup.focusAfter);
    },
    [popup, apply, submit, requestFocus, onPopupAction, validate],
  );

  const shown = useMemo(() => {
    const client = revealAll ? pageErrors : errorsUnder(pageErrors, revealed);
    const server = (serverErrors ?? NO_ERRORS).filter((error) => !dismissed.has(error.field) && !client.some((c) => c.field === error.field));
    return inReadingOrder([...client, ...server], layout);
  }, [revealAll, pageErrors, revealed, serverErrors, dismissed, layout]);
  const extraErrors = useMemo(() => toErrorSchema(shown), [shown]);
  const summary = revealAll || (serverErrors?.length ?? 0) > 0 ? shown : NO_ERRORS;

  useEffect(() => runtimeStores.page.set({ errors: pageErrors, shown, focus }), [runtimeStores, pageErrors, shown, focus]);
  const errorsOnScreen = useRef(false);
  errorsOnScreen.current = shown.length > 0;

  // A multifield item's Save: the page's own validation (display rules, named validations across the
  // list, labels) with the item as it stands, keeping only what concerns that item — what the server would say.
  const validateItem = useCallback<ValidateItem>(
    (path, item) => {
      const at = path.join('.');
      return toErrorSchema(validate(withValueAt(dataRef.current, at, item)), at);
    },
    [validate],
  );

  const runtime = useMemo<FormRuntime>(
    () => ({
      fields: runtimeStores.fields,
      page: runtimeStores.page,
      layout,
      idFor: (path) => `${idPrefix}.${path}`,
      revealPaths: (paths) => {
        const errors = validate(dataRef.current);
        setPageErrors(errors);
        setRevealed((was) => new Set([...was, ...paths]));
        const valid = !hasErrorUnder(errors, paths);
        if (!valid) requestFocus(inReadingOrder(errorsUnder(errors, new Set(paths)), layout)[0]?.field);
        return valid;
      },
    }),
    [runtimeStores, layout, idPrefix, validate, requestFocus],
  );

  return { formData, extraErrors, summary, runtime, requestFocus, validateItem, onFormChange, onFormBlur, onFormSubmit, popup, onPopupClose };
}

/** An answer unchanged: the same value, or an object answer with the same content. */
function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * The errors after a change: each field that had errors takes its errors of the new validation
 * (none once its answer is valid); a field that had none keeps none until it is checked (blur,
 * Next, Continue).
 */
export function recheck(was: readonly FieldError[], fresh: readonly FieldError[]): readonly FieldError[] {
  if (was.length === 0) return was;
  const fields = new Set(was.map((error) => error.field));
  const next = fresh.filter((error) => fields.has(error.field));
  return next.length === was.length && next.every((error, i) => error === was[i] || sameError(error, was[i])) ? was : next;
}

function sameError(a: FieldError, b: FieldError | undefined): boolean {
  return b !== undefined && a.field === b.field && a.message === b.message && a.label === b.label;
}
