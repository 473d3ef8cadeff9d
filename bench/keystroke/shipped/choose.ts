/**
 * Which shipped layout page the keystroke benchmark types into, and where: the page with the
 * most fields (components included) under schemas/programs, leaving out the analysts' examples,
 * and on it the last free-text field on the page that is on screen with a fixture's answers.
 * Pure: bench/keystroke/shipped/load.ts reads the files.
 */
import { walkFields } from '../../../adapters/layout/field-walk';
import { classifyLayoutFile } from '../../../adapters/layout';
import type { Fixture } from '../../../adapters/layout/fixture-run';
import { evaluate } from '../../../adapters/rules';
import type { CompiledLayout, FieldMeta, FormData, JsonSchema, LayoutPage } from '../../../adapters/types';

/** The example pages (README "For analysts") show every field type; no applicant sees them. */
export const EXAMPLES_PROGRAM = '_examples';

/** programs/<CLIENT>/pages/<route>.json of a program that applicants use. */
export function shippedPageOf(path: string): { program: string; route: string } | undefined {
  const kind = classifyLayoutFile(path);
  return kind?.kind === 'page' && kind.program !== EXAMPLES_PROGRAM ? { program: kind.program, route: kind.route } : undefined;
}

/** Fields of a page as layouts:check counts them: every field, the components of containers included. */
export const fieldCount = (page: unknown): number => walkFields(page).length;

export interface PageCandidate {
  file: string;
  page: LayoutPage;
}

/** The page with the most fields; on a tie the first file by name, so every run picks the same page. */
export function largestPage<T extends PageCandidate>(candidates: readonly T[]): T & { fields: number } {
  const counted = candidates.map((c) => ({ ...c, fields: fieldCount(c.page) }));
  counted.sort((a, b) => b.fields - a.fields || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const largest = counted[0];
  if (!largest) throw new Error('no shipped layout page to choose from');
  return largest;
}

/** The compiled page's rules by kind: what JourneyForm evaluates on every committed change. */
export function ruleCounts(compiled: CompiledLayout): Record<'visible' | 'disabled' | 'value' | 'invalid' | 'warning' | 'option', number> {
  const { rules } = compiled;
  return {
    visible: Object.keys(rules.visible).length,
    disabled: Object.keys(rules.disabled).length,
    value: rules.compute.length,
    invalid: rules.invalid.length,
    warning: rules.warnings?.length ?? 0,
    option: rules.options?.length ?? 0,
  };
}

export interface NamedFixture {
  /** file name in schemas/fixtures/<CLIENT>/<route>/ */
  name: string;
  fixture: Fixture;
}

export interface TypingTarget {
  /** data path of the field, a page-level name */
  path: string;
  /** its label in the compiled locale */
  label: string;
  /** where the answers came from: a fixture's file name, or "no answers" */
  source: string;
  /** the fixture's answers without the target's own (typing starts in an empty field) */
  data: FormData;
  /** the other steps' answers the page's rules read as `$answers` */
  answers?: FormData;
}

/** The most characters a field's `maxLength` validation (max, or value in older layouts) allows. */
function maxChars(validations: FieldMeta['validations']): number {
  const limits = validations.filter((v) => v.name === 'maxLength').map((v) => Number(v.params?.max ?? v.params?.value));
  return Math.min(Infinity, ...limits.filter((n) => !Number.isNaN(n)));
}

/**
 * A page-level free-text box: stored as a string, no number format, text transform or pattern
 * (typed prose stays as typed and raises no error), room for `chars` characters.
 */
function isFreeText(compiled: CompiledLayout, path: string, chars: number): boolean {
  const meta = compiled.meta.fields[path];
  const schema = (compiled.schema.properties as Record<string, JsonSchema> | undefined)?.[path];
  if (!meta || meta.parent !== undefined || meta.display || meta.type !== 'textbox' || schema?.type !== 'string') return false;
  if (meta.tags.format !== undefined || meta.transform.length > 0 || meta.validations.some((v) => v.name === 'pattern')) return false;
  return maxChars(meta.validations) >= chars;
}

/** The demo applicant's answers first (journey.json), then the fixtures that pass, then the rest, each by name. */
function fixtureOrder(a: NamedFixture, b: NamedFixture): number {
  const rank = (f: NamedFixture) => (f.name === 'journey.json' ? 0 : f.fixture.expect === 'valid' ? 1 : 2);
  return rank(a) - rank(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/**
 * Where to type on a real page: with the answers of the first fixture (in fixtureOrder) under which
 * a free-text field is shown and enabled, the last such field in page order, as low on the page as
 * the synthetic target is; with no answers at all when no fixture shows one. Throws when the page
 * has none.
 */
export function typingTarget(compiled: CompiledLayout, fixtures: readonly NamedFixture[], chars: number): TypingTarget {
  const texts = compiled.meta.order.filter((path) => isFreeText(compiled, path, chars));
  // a fixture with its own compile context (a renewal, a CSR) describes another form than this one
  const tries = fixtures.filter((f) => f.fixture.ctx === undefined).sort(fixtureOrder).map((f) => ({ source: f.name, fixture: f.fixture }));
  tries.push({ source: 'no answers', fixture: { data: {}, expect: 'valid' } });
  for (const { source, fixture } of tries) {
    const shown = evaluate(compiled, fixture.data, { ...(fixture.today ? { today: fixture.today } : {}), ...(fixture.answers ? { answers: fixture.answers } : {}) });
    const off = new Set([...shown.hidden, ...shown.disabled, ...compiled.rules.staticHidden, ...compiled.rules.staticDisabled]);
    const path = texts.filter((p) => !off.has(p)).at(-1);
    if (path === undefined) continue;
    const { [path]: _typed, ...data } = fixture.data;
    const label = compiled.meta.fields[path]?.label ?? path;
    return { path, label, source, data, ...(fixture.answers ? { answers: fixture.answers } : {}) };
  }
  throw new Error(`${compiled.meta.routeName}: no free-text field (textbox without number format, transform or pattern) is shown with any of its fixtures' answers`);
}

/** The DOM id of a page-level field: JourneyForm joins with "." (widgets/journey-form), plain RJSF with "_". */
export function fieldDomId(renderer: 'ours' | 'rjsf', path: string): string {
  return renderer === 'ours' ? `root.${path}` : `root_${path}`;
}
