/**
 * Evaluation (docs/architecture.md "Rules and validation"): one pure function from page data to what the page and the server
 * act on. Order: schema defaults (as RJSF fills them), text transforms and number reading, then
 * derived values, visibility and rule-disabled answers to a fixpoint (a derived value may show a
 * field; a hidden or rule-disabled field's value is dropped and may change a sum), then the options
 * not offered, disabled paths, cross-field rule errors and warnings.
 */
import type { CompiledLayout, Evaluation, FieldError, FieldMeta, FormData, Locale } from '../types';
import { parseAmount } from '../format/number';
import { applyLogic, truthy } from './apply';
import { fillDefaults } from './defaults';
import { labelOf } from './labels';
import { cloneData, coveredBy, deletePath, getPath, isRow, slotsOf, toMetaPath, type Row } from './paths';
import { rulePlan, type RulePlan } from './plan';
import { withToday } from './today';

/** Derived values may feed one another; more passes than this means a cycle, and we stop. */
const MAX_PASSES = 5;

export interface EvaluateOptions {
  /** ISO date used as today (`$date`, the `today` operation); defaults to the real date. */
  today?: string;
  /**
   * The answers of the application's other steps (adapters/journey otherStepsAnswers), which
   * rules read as `$answers.<field>` (README "For analysts", Rules); read only, never saved.
   */
  answers?: FormData;
  /**
   * The page's answers as saved before this change (`{}`: none saved yet). The `disabled` rule of a
   * field tagged `keep_answer` is decided on them, not on the answers being typed: a renewal's
   * begin date stays editable while the applicant corrects it, and locks once saved (docs/requirements.md §2.11).
   * Without it the rule is decided on the answers themselves.
   */
  saved?: FormData;
  /**
   * The applicant filling the page, which `prefill` rules read as `$user.first_name`,
   * `$user.last_name` and `$user.email`: the signed-in applicant in the browser, the saving
   * applicant on the server. Absent for staff and in fixtures without one: nothing is prefilled.
   */
  user?: UserContext;
}

export interface UserContext {
  first_name: string;
  last_name: string;
  email: string;
}

/** The name rules read other steps' answers under; a field name cannot start with `$`. */
export const OTHER_ANSWERS = '$answers';

/** The name rules read the applicant's account under (EvaluateOptions.user). */
export const USER = '$user';
export const USER_VARS = ['first_name', 'last_name', 'email'] as const;

/**
 * The name rules read the application's context under: `$context.application_type` (NEW,
 * RENEWAL, QUICK_RENEWAL) and `$context.client` (the program's client code), both from the
 * compile context, which the browser and the server build from the same proposal.
 */
export const CONTEXT = '$context';
export const CONTEXT_VARS = ['application_type', 'client'] as const;

export function evaluate(compiled: CompiledLayout, data: FormData, opts: EvaluateOptions = {}): Evaluation {
  return withToday(opts.today, () => evaluateNow(compiled, data, opts));
}

/** What page-level rules see: the page's data (live: derived values show at once), plus `$answers` and `$context`. */
function scopeOf(plan: RulePlan, data: Row, answers: FormData | undefined, user: UserContext | undefined): Row {
  const scope = Object.create(data) as Row;
  if (answers !== undefined) scope[OTHER_ANSWERS] = answers;
  if (user !== undefined) scope[USER] = { ...user };
  scope[CONTEXT] = plan.context;
  return scope;
}

function evaluateNow(compiled: CompiledLayout, input: unknown, { answers, saved, user }: EvaluateOptions): Evaluation {
  const plan = rulePlan(compiled);
  const data: Row = isRow(input) ? cloneData(input) : {};
  if (plan.defaults.length) fillDefaults(data, plan.defaults);
  normalizeValues(plan, data, compiled.meta.locale);
  const scope = scopeOf(plan, data, answers, user);
  if (plan.prefill.length) applyPrefills(plan.prefill.filter((rule) => rule.locked), data, scope);
  if (plan.options.size) dropHiddenDefaults(plan, data, scope);

  let hidden = hiddenPaths(plan, data, scope);
  dropHidden(data, hidden);
  let cleared = clearRuleDisabled(plan, data, scope, hidden);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    if (!applyComputes(plan, data, scope, hidden) && !cleared) break;
    hidden = hiddenPaths(plan, data, scope);
    dropHidden(data, hidden);
    cleared = clearRuleDisabled(plan, data, scope, hidden);
  }

  return {
    data,
    hidden: [...hidden],
    disabled: disabledPaths(plan, data, scope, hidden, saved === undefined ? undefined : lockedBySaved(plan, saved, answers)),
    errors: ruleErrors(compiled, plan.invalid, data, scope, hidden),
    hiddenOptions: plan.options.size ? hiddenOptions(plan, data, scope, hidden) : {},
    warnings: plan.warnings.length ? ruleErrors(compiled, plan.warnings, data, scope, hidden) : [],
  };
}

/** The id of an option in `rules.options` and `hiddenOptions`: its key, or `<tile>/<limit>` for a sub-option. */
export const optionId = (key: string, within?: string): string => (within === undefined ? key : `${within}/${key}`);

/** concrete path → ids of the options whose `visible` rule is false now. */
function hiddenOptions(plan: RulePlan, data: Row, scope: Row, hidden: ReadonlySet<string>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, rules] of plan.options) {
    for (const slot of slotsOf(data, path, scope)) {
      if (coveredBy(hidden, slot.path)) continue;
      const ids = rules.filter((rule) => !truthy(applyLogic(rule.visible, slot.scope))).map((rule) => rule.option);
      if (ids.length) out[slot.path] = ids;
    }
  }
  return out;
}

/**
 * A pre-selected option that is not offered is not pre-selected: the field's default (filled by
 * RJSF in the browser, by fillDefaults here) is dropped when its option is hidden. Any other
 * answer naming a hidden option stays, for validatePage to refuse.
 */
function dropHiddenDefaults(plan: RulePlan, data: Row, scope: Row): void {
  const ids = hiddenOptions(plan, data, scope, new Set());
  for (const [path, value] of plan.defaults) {
    if (!plan.options.has(path)) continue;
    for (const slot of slotsOf(data, path, scope)) {
      const hiddenHere = ids[slot.path];
      if (!hiddenHere) continue;
      const current = slot.parent[slot.key];
      if (isRow(current) && isRow(value)) {
        // a check box list: a hidden box keeps no answer unless someone ticked it against its default
        for (const id of hiddenHere) if (Object.hasOwn(current, id) && current[id] === value[id]) delete current[id];
      } else if (current === value && hiddenHere.includes(String(current))) {
        delete slot.parent[slot.key];
      }
    }
  }
}

/**
 * A field disabled by a rule (`rules.disabled`, display-rule action disable / enable) keeps no
 * answer, unless a value rule calculates it or it is tagged `keep_answer` (a renewal's begin date,
 * shown and kept but not changed); fields disabled by the layout or for staff keep theirs.
 * True when an answer was removed.
 */
function clearRuleDisabled(plan: RulePlan, data: Row, scope: Row, hidden: ReadonlySet<string>): boolean {
  let changed = false;
  for (const [path, logic] of plan.disabled) {
    if (plan.computed.has(path) || plan.keepWhenDisabled.has(path)) continue;
    for (const slot of slotsOf(data, path, scope)) {
      if (coveredBy(hidden, slot.path) || slot.parent[slot.key] === undefined) continue;
      if (truthy(applyLogic(logic, slot.scope))) {
        delete slot.parent[slot.key];
        changed = true;
      }
    }
  }
  return changed;
}

/** Transforms (uppercase, lowercase, trim), amounts read as numbers, blank text removed. */
function normalizeValues(plan: RulePlan, data: Row, locale: Locale): void {
  for (const field of plan.valueFields) {
    if (!field.path.includes('.')) {
      if (typeof data[field.path] === 'string') normalizeOne(field, data, field.path, locale);
      continue;
    }
    for (const slot of slotsOf(data, field.path)) {
      if (typeof slot.parent[slot.key] === 'string') normalizeOne(field, slot.parent, slot.key, locale);
    }
  }
}

function normalizeOne(field: FieldMeta, parent: Row, key: string, locale: Locale): void {
  let value = parent[key] as string;
  for (const step of field.transform) {
    value = step === 'uppercase' ? value.toUpperCase() : step === 'lowercase' ? value.toLowerCase() : value.trim();
  }
  if (value.trim() === '') {
    delete parent[key];
    return;
  }
  // unreadable text stays as typed so validation can say what is wrong
  parent[key] = field.numeric ? (parseAmount(value, locale) ?? value) : value;
}

function hiddenPaths(plan: RulePlan, data: Row, scope: Row): Set<string> {
  const hidden = new Set<string>();
  for (const path of plan.staticHidden) for (const slot of slotsOf(data, path)) hidden.add(slot.path);
  for (const [path, logic] of plan.visible) {
    for (const slot of slotsOf(data, path, scope)) {
      if (!truthy(applyLogic(logic, slot.scope))) hidden.add(slot.path);
    }
  }
  const pending = [...hidden];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    for (const child of plan.panelChildren.get(path) ?? []) {
      if (!hidden.has(child)) {
        hidden.add(child);
        pending.push(child);
      }
    }
  }
  return hidden;
}

function dropHidden(data: Row, hidden: ReadonlySet<string>): void {
  for (const path of hidden) deletePath(data, path);
}

/** Applies derived values once; true when any value changed. */
function applyComputes(plan: RulePlan, data: Row, scope: Row, hidden: ReadonlySet<string>): boolean {
  let changed = false;
  for (const { path, logic } of plan.compute) {
    for (const slot of slotsOf(data, path, scope)) {
      if (coveredBy(hidden, slot.path)) continue;
      const next = applyLogic(logic, slot.scope);
      const before = slot.parent[slot.key];
      if (next === null || next === undefined || next === '' || Number.isNaN(next)) {
        if (before !== undefined) {
          delete slot.parent[slot.key];
          changed = true;
        }
      } else if (!sameValue(before, next)) {
        slot.parent[slot.key] = next;
        changed = true;
      }
    }
  }
  return changed;
}

/**
 * A field the layout disables takes its prefill whenever it gives one (the account's e-mail, which the
 * applicant cannot change and the server enforces); an unanswered field takes it, which only the
 * browser asks for as the page opens (prefilledAnswers): what is saved is what the applicant saw.
 */
function applyPrefills(rules: RulePlan['prefill'], data: Row, scope: Row): void {
  for (const { path, logic, locked } of rules) {
    const value = applyLogic(logic, scope);
    if (value === null || value === undefined || value === '') continue;
    if (locked || data[path] === undefined || data[path] === '') data[path] = value;
  }
}

/** The answers a page opens with: its `prefill` rules fill what is not answered yet, from the applicant's account. */
export function prefilledAnswers(compiled: CompiledLayout, data: FormData, user: UserContext | undefined): FormData {
  const plan = rulePlan(compiled);
  if (!plan.prefill.length || user === undefined) return data;
  const filled: Row = isRow(data) ? cloneData(data) : {};
  applyPrefills(plan.prefill, filled, scopeOf(plan, filled, undefined, user));
  return filled;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The concrete paths of `keep_answer` fields whose `disabled` rule holds on the saved answers (a list item: the one at the same place). */
function lockedBySaved(plan: RulePlan, saved: FormData, answers: FormData | undefined): Set<string> {
  const locked = new Set<string>();
  const data: Row = isRow(saved) ? saved : {};
  const scope = scopeOf(plan, data, answers, undefined);
  for (const [path, logic] of plan.disabled) {
    if (!plan.keepWhenDisabled.has(path)) continue;
    for (const slot of slotsOf(data, path, scope)) if (truthy(applyLogic(logic, slot.scope))) locked.add(slot.path);
  }
  return locked;
}

function disabledPaths(plan: RulePlan, data: Row, scope: Row, hidden: ReadonlySet<string>, locked: ReadonlySet<string> | undefined): string[] {
  const disabled = new Set<string>();
  for (const path of plan.staticDisabled) for (const slot of slotsOf(data, path)) disabled.add(slot.path);
  for (const [path, logic] of plan.disabled) {
    const bySaved = locked !== undefined && plan.keepWhenDisabled.has(path);
    for (const slot of slotsOf(data, path, scope)) {
      if (bySaved ? locked.has(slot.path) : truthy(applyLogic(logic, slot.scope))) disabled.add(slot.path);
    }
  }
  return [...disabled].filter((path) => !coveredBy(hidden, path));
}

/**
 * The `keep_answer` fields locked now (disabled) whose answer is not the saved one: a locked answer
 * is kept, so a save that changes or drops it is refused (docs/requirements.md §2.11).
 */
export function changedKeptAnswers(compiled: CompiledLayout, evaluation: Evaluation, saved: FormData): string[] {
  const plan = rulePlan(compiled);
  if (plan.keepWhenDisabled.size === 0) return [];
  return evaluation.disabled.filter((path) => {
    if (!plan.keepWhenDisabled.has(toMetaPath(path))) return false;
    const before = getPath(saved, path);
    return before !== undefined && !sameValue(before, getPath(evaluation.data, path));
  });
}

/** Fields in error (`invalid`) or with a notice (`warning`): each rule whose `when` holds on a shown slot. */
function ruleErrors(compiled: CompiledLayout, rules: RulePlan['invalid'], data: Row, scope: Row, hidden: ReadonlySet<string>): FieldError[] {
  const errors: FieldError[] = [];
  const locale = compiled.meta.locale;
  for (const rule of rules) {
    for (const slot of slotsOf(data, rule.path, scope)) {
      if (coveredBy(hidden, slot.path) || !truthy(applyLogic(rule.when, slot.scope))) continue;
      errors.push({ field: slot.path, label: labelOf(compiled, slot.path), message: rule.message[locale] });
    }
  }
  return errors;
}
