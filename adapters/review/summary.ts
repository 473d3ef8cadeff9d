/**
 * The review summary (docs/requirements.md §8.5): an application's answers as a reader checks them,
 * one group per answered step in journey order, titled by its page, entries by page section.
 * Pure: the CSR review page renders it, and anything else that lists answers (a PDF) can reuse it.
 */
import { compileLayout } from '../compile';
import { applicationAnswers, applicationTypeOf, otherStepsAnswers, progressStateName, type StepAnswers } from '../journey';
import { pageTitles } from '../journey/title-rules';
import { evaluate } from '../rules';
import { itemTitle } from '../rules/item-title';
import { isTagTrue } from '../tags';
import type { CompiledLayout, FieldMeta, Journey, LayoutPage, Locale, UiSchema } from '../types';
import { FIELD } from '../widget-names';
import { answerText, isRow, optionsOf, uiAt } from './answer-text';

/** One answer: the field's label and the answer as text. */
export interface ReviewAnswer {
  kind: 'answer';
  path: string;
  label: string;
  text: string;
}
/** A multi-field list: one titled item per entry, each with its own answers (and nested lists). */
export interface ReviewList {
  kind: 'list';
  path: string;
  label: string;
  items: { title: string; entries: ReviewEntry[] }[];
}
/** An answer in parts (a split of percentages): one line per part. */
export interface ReviewParts {
  kind: 'parts';
  path: string;
  label: string;
  parts: { label: string; text: string }[];
}
export type ReviewEntry = ReviewAnswer | ReviewList | ReviewParts;

export interface ReviewSection {
  title?: string;
  entries: ReviewEntry[];
}

export interface ReviewGroup {
  /** the step's route, e.g. general-information (the Edit link goes there) */
  route: string;
  title: string;
  sections: ReviewSection[];
}

export interface ReviewInput {
  journey: Journey;
  /** the program's layout pages by route name (as the config service serves them) */
  pages: Readonly<Record<string, LayoutPage>>;
  /** the proposal's saved steps */
  states: readonly StepAnswers[];
  /** the proposal's type (NEW, CREATE, RENEWAL, QUICK_RENEWAL) */
  type?: string;
  locale: Locale;
  /** ISO today for date rules; the real date when absent */
  today?: string;
}

/** Tags of a field (README "For analysts", Tags): never listed, or not listed on renewals. */
export const REVIEW_EXCLUDE = 'review_exclude';
export const REVIEW_HIDE_ON_RENEWAL = 'review_hide_on_renewal';

export function reviewSummary(input: ReviewInput): ReviewGroup[] {
  const applicationType = applicationTypeOf(input.type);
  const everything = applicationAnswers(input.states);
  const groups: ReviewGroup[] = [];
  for (const link of input.journey.links) {
    const page = input.pages[link.route_name];
    const stateName = progressStateName(link);
    const state = input.states.find((s) => s.name === stateName);
    if (!page || !state || !isRow(state.form_elements)) continue;
    const compiled = compileLayout(page, { locale: input.locale, program: input.journey.client, applicationType, role: 'csr' });
    const data = state.form_elements;
    const { hidden } = evaluate(compiled, data, {
      answers: otherStepsAnswers(input.states, stateName),
      saved: data,
      ...(input.today ? { today: input.today } : {}),
    });
    const reader: Reader = { compiled, hidden: new Set(hidden), renewal: applicationType !== 'NEW', locale: input.locale };
    const sections = compiled.meta.layout
      .flatMap((row) => row.sections)
      .map((section) => ({
        ...(section.title ? { title: section.title } : {}),
        entries: section.items.flatMap((item) => (item.kind === 'field' ? [item.path] : item.panels.flatMap((p) => p.paths))).flatMap((path) => entriesOf(reader, data, path, path)),
      }))
      .filter((section) => section.entries.length > 0);
    if (sections.length === 0) continue;
    groups.push({ route: link.route_name, title: pageTitles(page, everything).title[input.locale], sections });
  }
  return groups;
}

interface Reader {
  compiled: CompiledLayout;
  /** concrete paths hidden by the page's rules on the saved answers */
  hidden: ReadonlySet<string>;
  renewal: boolean;
  locale: Locale;
}

/** Whether a field is never an answer to list: display-only, hidden from people, or tagged out. */
function listed(reader: Reader, meta: FieldMeta, ui: UiSchema | undefined): boolean {
  if (meta.display || ui?.['ui:widget'] === 'hidden') return false;
  if (isTagTrue(meta.tags[REVIEW_EXCLUDE])) return false;
  return !(reader.renewal && isTagTrue(meta.tags[REVIEW_HIDE_ON_RENEWAL]));
}

/** The entries of the field at meta path `metaPath`, whose value sits at concrete path `path` of `row`. */
function entriesOf(reader: Reader, row: Record<string, unknown>, metaPath: string, path: string): ReviewEntry[] {
  const meta = reader.compiled.meta.fields[metaPath];
  const ui = uiAt(reader.compiled.uiSchema, metaPath);
  if (!meta || !listed(reader, meta, ui) || reader.hidden.has(path)) return [];
  const value = row[meta.name];
  if (ui?.['ui:field'] === FIELD.multiField) {
    if (!Array.isArray(value)) return [];
    const components = optionOrder(ui);
    const items = value.flatMap((item, index) => {
      if (!isRow(item)) return [];
      const entries = components.flatMap((name) => entriesOf(reader, item, `${metaPath}.*.${name}`, `${path}.${index}.${name}`));
      return entries.length ? [{ title: itemTitle(ui, item, index, reader.locale), entries }] : [];
    });
    return items.length ? [{ kind: 'list', path, label: meta.label, items }] : [];
  }
  if (ui?.['ui:field'] === FIELD.splitPercentage) {
    const parts = splitParts(ui, value, reader.locale);
    return parts.length ? [{ kind: 'parts', path, label: meta.label, parts }] : [];
  }
  const text = answerText(meta, ui, value, reader.locale);
  return text === '' ? [] : [{ kind: 'answer', path, label: meta.label, text }];
}

/** A multi-field's components in the order its items show them. */
function optionOrder(listUi: UiSchema): string[] {
  const items = isRow(listUi.items) ? listUi.items : {};
  return Array.isArray(items['ui:order']) ? (items['ui:order'] as string[]) : Object.keys(items).filter((k) => !k.startsWith('ui:'));
}

function splitParts(ui: UiSchema, value: unknown, locale: Locale): { label: string; text: string }[] {
  if (!isRow(value)) return [];
  const components = Array.isArray(optionsOf(ui).components) ? (optionsOf(ui).components as { name: string; label: string }[]) : [];
  return components.flatMap((c) => {
    const text = answerText(undefined, { 'ui:options': { format: 'percentage' } }, value[c.name], locale);
    return text === '' ? [] : [{ label: c.label, text }];
  });
}
