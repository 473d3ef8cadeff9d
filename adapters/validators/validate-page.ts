/**
 * validatePage: the ONE validation the browser (on Continue, on blur) and the server (on every
 * save) run. Evaluate the rules, check the evaluated data against the page's JSON Schema, run
 * the named validations, add the rules' own errors; hidden fields never error, one error per
 * field. It never throws: whatever arrives, the answer is a list of errors.
 */
import { t } from '../i18n/format';
import { changedKeptAnswers, evaluate, optionId, type UserContext } from '../rules/evaluate';
import { itemErrorLabel } from '../rules/item-title';
import { labelOf, metaOf, nearestField } from '../rules/labels';
import { coveredBy, getPath, isRow } from '../rules/paths';
import { currentToday, withToday } from '../rules/today';
import { LOCALES, type CompiledLayout, type FieldError, type FormData, type Locale } from '../types';
import { STRUCTURAL, fieldOf, shortName, targetOf, toFieldError } from './ajv-errors';
import { guardIssues, MAX_TEXT } from './guards';
import { soleEmptyItems, withoutItems } from './optional-items';
import { validationPlan } from './plan';
import { runChecks } from './run-checks';
import { unknownFields } from './unknown-fields';

export interface ValidateOptions {
  /** ISO date used as today (`$date`, date rules); defaults to the real date. */
  today?: string;
  /** the answers of the application's other steps, read by rules as `$answers.<field>` (rules/evaluate.ts) */
  answers?: FormData;
  /**
   * The page's answers as saved (`{}`: none yet): a `keep_answer` field is locked by its rule
   * decided on them, and a locked answer that differs from them is refused (rules/evaluate.ts).
   */
  saved?: FormData;
  /** the applicant, read by `prefill` rules as `$user.<name>` (rules/evaluate.ts) */
  user?: UserContext;
}

export function validatePage(compiled: CompiledLayout, data: FormData, opts: ValidateOptions = {}): FieldError[] {
  return checkPage(compiled, data, opts).errors;
}

/**
 * What to store: hidden values dropped, derived values, transforms and amounts applied, and the
 * sole blank invalid item of an optional list removed (docs/requirements.md §4.7).
 */
export function prepareForSave(compiled: CompiledLayout, data: FormData, opts: ValidateOptions = {}): FormData {
  return withToday(opts.today, () => evaluate(compiled, isRow(data) ? withoutInvalidSoleItems(compiled, data, opts) : {}, { answers: opts.answers, user: opts.user }).data);
}

export interface PageCheck {
  errors: FieldError[];
  /** what prepareForSave would store; meaningful when there are no errors */
  data: FormData;
}

/** validatePage and prepareForSave in one evaluation of the rules: a save checks and stores the same data. */
export function checkPage(compiled: CompiledLayout, data: FormData, opts: ValidateOptions = {}): PageCheck {
  try {
    return withToday(opts.today, () => validateNow(compiled, withoutInvalidSoleItems(compiled, data, opts), opts));
  } catch {
    return { errors: [pageError(compiled, 'validation.unexpected')], data: {} };
  }
}

/** The data without the items optional-items.ts drops: only those that would be in error. */
function withoutInvalidSoleItems<T>(compiled: CompiledLayout, input: T, opts: ValidateOptions): T {
  if (!isRow(input) || !compiled?.meta?.fields) return input;
  const candidates = soleEmptyItems(validationPlan(compiled).optionalLists, input);
  if (candidates.length === 0) return input;
  let errors: FieldError[];
  try {
    errors = validateNow(compiled, input, opts).errors;
  } catch {
    return input;
  }
  const invalid = candidates.filter((list) => errors.some((e) => e.field === `${list}.0` || e.field.startsWith(`${list}.0.`)));
  return invalid.length ? (withoutItems(input, invalid) as T) : input;
}

/** Errors of one field (and of what it holds, e.g. its multifield items): validation on blur. */
export function validateField(compiled: CompiledLayout, data: FormData, path: string, opts: ValidateOptions = {}): FieldError[] {
  return validatePage(compiled, data, opts).filter((e) => e.field === path || e.field.startsWith(`${path}.`));
}

/** field → first message, the shape a form library wants. */
export function toFieldErrorMap(errors: readonly FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const e of errors) if (!Object.hasOwn(map, e.field)) map[e.field] = e.message;
  return map;
}

function localeOf(compiled: CompiledLayout): Locale {
  const locale = compiled?.meta?.locale;
  return LOCALES.includes(locale) ? locale : 'en-CA';
}

function pageError(compiled: CompiledLayout, id: string): FieldError {
  const locale = localeOf(compiled);
  return { field: '', label: compiled?.meta?.title ?? '', message: t(locale, id), id };
}

/** An error found, formatted only if it is reported: hidden fields and second errors of a field are not. */
interface Found {
  field: string;
  error: () => FieldError;
}

const found = (error: FieldError): Found => ({ field: error.field, error: () => error });

function validateNow(compiled: CompiledLayout, input: unknown, { answers, saved, user }: ValidateOptions): PageCheck {
  const plan = validationPlan(compiled);
  const locale = compiled.meta.locale;
  const first: FieldError[] = [];
  if (!isRow(input)) first.push(pageError(compiled, 'validation.form'));
  if (!plan.schema) first.push(pageError(compiled, 'validation.unexpected'));

  const evaluation = evaluate(compiled, isRow(input) ? input : {}, { answers, saved, user });
  const data = evaluation.data;
  const hidden = new Set(evaluation.hidden);
  const disabled = new Set(evaluation.disabled);
  const isHidden = (path: string) => coveredBy(hidden, path);
  const isSkipped = (path: string) => isHidden(path) || coveredBy(disabled, path);

  const unknown = unknownFields(plan.containers, data);
  for (const field of unknown) {
    const property = shortName(field.slice(field.lastIndexOf('.') + 1));
    first.push({ field, label: property, message: t(locale, 'validation.additionalProperties', { property }), id: 'validation.additionalProperties' });
  }
  for (const issue of guardIssues(data)) {
    const field = nearestField(compiled, issue.path) ?? issue.path;
    const label = metaOf(compiled, field) ? labelOf(compiled, field) : shortName(field);
    first.push({ field, label, message: t(locale, issue.id, { max: MAX_TEXT }), id: issue.id });
  }
  if (saved !== undefined) {
    for (const field of changedKeptAnswers(compiled, evaluation, saved)) {
      first.push({ field, label: labelOf(compiled, field), message: t(locale, 'validation.keptAnswer'), id: 'validation.keptAnswer' });
    }
  }

  const schemaErrors = (plan.schema?.(data) ?? [])
    // an unknown answer is already reported on its own path
    .filter((e) => !(e.keyword === 'additionalProperties' && unknown.includes(targetOf(e))))
    .map((e) => ({ field: fieldOf(compiled, e), error: () => toFieldError(compiled, e), structural: STRUCTURAL.has(e.keyword) }));
  const named = runChecks(plan, { compiled, data, today: currentToday(), isHidden, isSkipped });
  const notOffered = notOfferedAnswers(compiled, data, evaluation.hiddenOptions);

  const ordered: Found[] = [
    ...first.map(found),
    ...schemaErrors.filter((s) => s.structural),
    ...named.map(found),
    ...notOffered.filter((e) => !isSkipped(e.field)).map(found),
    ...schemaErrors.filter((s) => !s.structural && !isSkipped(s.field)),
    ...evaluation.errors.filter((e) => !coveredBy(disabled, e.field)).map(found),
  ];
  const seen = new Set<string>();
  const kept = ordered.filter((e) => {
    if (e.field !== '' && isHidden(e.field)) return false;
    if (seen.has(e.field)) return false;
    seen.add(e.field);
    return true;
  });
  // an error inside a list item names the item: "Registration mark (C-GABC, Cessna 172)"
  const reported = kept.map((e) => {
    const error = e.error();
    const label = itemErrorLabel(compiled.uiSchema, data, error.field, error.label, locale);
    return label === error.label ? error : { ...error, label };
  });
  return { errors: inPageOrder(reported, plan.rank), data };
}

/**
 * An answer naming an option that is not offered now (option rule `visible`): a choice, a ticked box
 * of a check box list, a coverage tile or its limit. A hidden pre-selected option is already gone.
 */
function notOfferedAnswers(compiled: CompiledLayout, data: FormData, hiddenOptions: Record<string, string[]>): FieldError[] {
  const errors: FieldError[] = [];
  for (const [path, ids] of Object.entries(hiddenOptions)) {
    const value = getPath(data, path);
    if (value === undefined || value === null) continue;
    const hidden = new Set(ids);
    let refused: boolean;
    if (metaOf(compiled, path)?.type === 'coverage-tile') {
      const tile = isRow(value) ? value.key : undefined;
      refused = typeof tile === 'string' && (hidden.has(tile) || (isRow(value) && value.limit !== undefined && hidden.has(optionId(String(value.limit), tile))));
    } else if (isRow(value)) {
      refused = ids.some((id) => value[id] === 'y');
    } else {
      refused = hidden.has(String(value));
    }
    if (refused) errors.push({ field: path, label: labelOf(compiled, path), message: t(compiled.meta.locale, 'validation.optionNotOffered'), id: 'validation.optionNotOffered' });
  }
  return errors;
}

/** Errors in the order the page shows its fields (a list before its items, items by index); the page's own first. */
function inPageOrder(errors: FieldError[], rank: ReadonlyMap<string, number>): FieldError[] {
  const keyOf = (field: string): number[] => {
    if (field === '') return [-1];
    let meta = '';
    return field.split('.').map((segment) => {
      const index = /^\d+$/.test(segment);
      meta = meta ? `${meta}.${index ? '*' : segment}` : segment;
      return index ? Number(segment) : (rank.get(meta) ?? Number.MAX_SAFE_INTEGER);
    });
  };
  const keyed = errors.map((error, order) => ({ error, order, key: keyOf(error.field) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < Math.min(a.key.length, b.key.length); i++) {
      const d = a.key[i]! - b.key[i]!;
      if (d !== 0) return d;
    }
    return a.key.length - b.key.length || a.order - b.order;
  });
  return keyed.map((k) => k.error);
}
