/**
 * Lints a set of layout files (docs/requirements.md §4.1): JSON syntax, the layout / journey schemas, what the
 * compiler finds (unknown types, duplicate names, bad tags, value rules in a circle), rules naming missing fields (or another
 * page's answers no other page of the program asks), popups naming missing fields or popups, links
 * that would run code, journey links to missing pages and journey steps sharing a progress state;
 * and runs the fixtures given with the pages (fixture-run.ts). Pure (the caller reads the files), and never throws: the CLI
 * prints the problems, the server serves the good pages and keeps the last good version of the others.
 */
import { compileLayout } from '../compile/compile-layout';
import { LayoutError, type Journey, type LayoutPage, type LayoutProblem } from '../types';
import { schemaProblem } from '../validators/ajv';
import { standaloneProblems } from './standalone-check';
import { walkFields } from './field-walk';
import { findJsonSyntaxError } from './json-syntax';
import { classifyLayoutFile } from './layout-files';
import { checkErrorLabels } from './error-label-check';
import { checkLinkSafety } from './link-check';
import { fixtureProblems, parseFixture } from './fixture-run';
import { checkNumberKinds } from './number-kind-check';
import { checkPopups, popupsOf } from './popup-check';
import { checkProgressStates } from './progress-state-check';
import { checkReferences, otherPageReferences, type OtherPageReference } from './reference-check';
import { titleRuleReferences } from '../journey/title-rules';
import { pageOfLink } from '../journey/quick-quote';
import { checkSchema } from './schema-check';

export interface LayoutSource {
  path: string;
  text: string;
}

export interface CheckedPage {
  file: string;
  /** program folder, e.g. CANACCT */
  program: string;
  page: LayoutPage;
}

export interface CheckedJourney {
  file: string;
  program: string;
  journey: Journey;
  /** programs/<CLIENT>/quick-quote-journey.json (docs/requirements.md §2.12) */
  quickQuote: boolean;
}

export interface LayoutCheck {
  /** pages without problems (a page with problems is left out: keep serving its last good version) */
  pages: CheckedPage[];
  journeys: CheckedJourney[];
  problems: LayoutProblem[];
  /** what works but reads wrong (e.g. a year shown as 2,008): printed, never blocks a page */
  warnings: LayoutProblem[];
  /** page files seen, fields in them (components included), their rules and popups, fixture files seen */
  stats: LayoutStats;
}

export interface LayoutStats {
  pages: number;
  fields: number;
  /** each rule of a field or option (`visible`, `value`, ...) and each display rule written with tags */
  rules: number;
  popups: number;
  fixtures: number;
}

export function checkLayouts(files: LayoutSource[]): LayoutCheck {
  const problems: LayoutProblem[] = [];
  const warnings: LayoutProblem[] = [];
  const pages: (CheckedPage & { ok: boolean })[] = [];
  const journeys: (CheckedJourney & { ok: boolean })[] = [];
  let fields = 0;
  let pageFiles = 0;
  let rules = 0;
  let popups = 0;
  const fixtures: { file: string; program: string; route: string; text: string }[] = [];
  const readsOtherPages: { file: string; program: string; refs: OtherPageReference[] }[] = [];
  /** program → page file → its page-level answer names */
  const asked = new Map<string, Map<string, Set<string>>>();
  /** nav_title_rules / title_rules: they read the answers of any page of the program */
  const titleRefs: { file: string; program: string; refs: ReturnType<typeof titleRuleReferences> }[] = [];

  for (const { path: file, text } of files) {
    const kind = classifyLayoutFile(file);
    if (!kind) continue;
    if (kind.kind === 'fixture') {
      fixtures.push({ file, program: kind.program, route: kind.route, text });
      continue;
    }
    if (kind.kind === 'page') pageFiles++;
    const found = guard(file, () => {
      const value = parse(file, text);
      if ('problem' in value) return { problems: [value.problem] };
      titleRefs.push({ file, program: kind.program, refs: titleRuleReferences(value.json) });
      if (kind.kind === 'journey') return { problems: checkSchema('journey', file, value.json), journey: value.json as Journey };
      const walked = walkFields(value.json);
      fields += walked.length;
      rules += countRules(walked);
      popups += popupsOf(value.json).length;
      const refs = otherPageReferences(walked, (value.json as { tags?: unknown } | null)?.tags, (value.json as { popups?: unknown } | null)?.popups);
      if (refs.length) readsOtherPages.push({ file, program: kind.program, refs });
      if (!asked.has(kind.program)) asked.set(kind.program, new Map());
      asked.get(kind.program)!.set(file, new Set(walked.filter((w) => !w.path.includes('.')).map((w) => w.field.name)));
      warnings.push(...checkNumberKinds(file, walked), ...checkErrorLabels(file, walked));
      const popupCheck = checkPopups(file, value.json, walked);
      warnings.push(...popupCheck.warnings);
      return { problems: dedupe([...checkPage(file, kind.route, kind.program, value.json, walked), ...popupCheck.problems]), page: value.json as LayoutPage };
    });
    problems.push(...found.problems);
    const ok = found.problems.length === 0;
    if (kind.kind === 'page' && found.page) pages.push({ file, program: kind.program, page: found.page, ok });
    if (kind.kind === 'journey' && found.journey) journeys.push({ file, program: kind.program, journey: found.journey, quickQuote: kind.quickQuote, ok });
  }

  // `$answers.<field>` (and a preferred limit) must be asked by another page of the program: a typo would hide a question for good
  for (const r of readsOtherPages) {
    const elsewhere = [...(asked.get(r.program) ?? new Map<string, Set<string>>())].filter(([file]) => file !== r.file).map(([, names]) => names);
    const missing = r.refs.filter((ref) => !elsewhere.some((names) => names.has(ref.field)));
    for (const ref of missing) {
      problems.push({ file: r.file, path: ref.at, message: `${ref.written}, but no other page of ${r.program} asks "${ref.field}"` });
    }
    const page = pages.find((p) => p.file === r.file);
    if (page && missing.length) page.ok = false;
  }

  for (const r of titleRefs) {
    const names = [...(asked.get(r.program)?.values() ?? [])];
    const missing = r.refs.filter((ref) => !names.some((n) => n.has(ref.field)));
    for (const ref of missing) problems.push({ file: r.file, path: ref.at, message: `title rule reads "${ref.field}", but no page of ${r.program} asks it` });
    for (const checked of [...pages, ...journeys]) if (checked.file === r.file && missing.length) checked.ok = false;
  }

  for (const j of journeys) {
    const linkProblems = guard(j.file, () => ({ problems: j.ok ? checkLinks(j, pages) : [] })).problems;
    problems.push(...linkProblems);
    j.ok &&= linkProblems.length === 0;
  }
  const pageFilesSeen = new Set(files.flatMap(({ path }) => {
    const kind = classifyLayoutFile(path);
    return kind?.kind === 'page' ? [`${kind.program}/${kind.route}`] : [];
  }));
  for (const f of fixtures) {
    if (!pageFilesSeen.has(`${f.program}/${f.route}`)) {
      problems.push({ file: f.file, path: '$', message: `no page programs/${f.program}/pages/${f.route}.json for this fixture` });
      continue;
    }
    problems.push(...guard(f.file, () => ({ problems: checkFixture(f, pages) })).problems);
  }

  // one file's problems together, files in the order given
  const order = new Map(files.map((f, i) => [f.path, i]));
  problems.sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0));
  return {
    pages: pages.filter((p) => p.ok).map(({ ok: _ok, ...p }) => p),
    journeys: journeys.filter((j) => j.ok).map(({ ok: _ok, ...j }) => j),
    problems,
    warnings,
    stats: { pages: pageFiles, fields, rules, popups, fixtures: fixtures.length },
  };
}

function parse(file: string, text: string): { json: unknown } | { problem: LayoutProblem } {
  const syntax = findJsonSyntaxError(text);
  if (syntax) {
    return { problem: { file, path: '$', message: `invalid JSON at line ${syntax.line}, column ${syntax.column}: ${syntax.message}` } };
  }
  return { json: JSON.parse(text) as unknown };
}

function checkPage(file: string, route: string, program: string, json: unknown, walked: ReturnType<typeof walkFields>): LayoutProblem[] {
  const problems = checkSchema('page', file, json);
  const page = json as LayoutPage;
  if (typeof page?.route_name === 'string' && page.route_name !== route) {
    problems.push({ file, path: '$.route_name', message: `route_name "${page.route_name}" does not match the file name ${route}.json` });
  }
  problems.push(...checkReferences(file, walked));
  problems.push(...checkLinkSafety(file, walked, json));
  try {
    const compiled = compileLayout(page, { locale: 'en-CA', program, applicationType: 'NEW', role: 'applicant', file });
    // validation skips this per compile (validators/ajv.ts); a failure here is an adapter bug
    const invalid = schemaProblem(compiled.schema);
    if (invalid) problems.push({ file, path: '$', message: `compiles to an invalid JSON Schema (${invalid}): report this to the developers` });
    else problems.push(...standaloneProblems(file, page, program));
  } catch (e) {
    // a page that failed the schema may trip the compiler in ways already reported above
    if (e instanceof LayoutError) problems.push(...e.problems);
    else if (!problems.length) throw e;
  }
  return dedupe(problems);
}

/**
 * A fixture against its page as the server would judge it. A page with problems is skipped: its
 * problems are reported, and the server keeps serving its last good version.
 */
function checkFixture(f: { file: string; program: string; route: string; text: string }, pages: (CheckedPage & { ok: boolean })[]): LayoutProblem[] {
  const parsed = parseFixture(f.file, f.text);
  if ('problem' in parsed) return [parsed.problem];
  const page = pages.find((p) => {
    const kind = classifyLayoutFile(p.file);
    return p.ok && kind?.kind === 'page' && kind.program === f.program && kind.route === f.route;
  });
  return page ? fixtureProblems(f.file, parsed.fixture, page.page, f.program, page.file) : [];
}

function countRules(walked: ReturnType<typeof walkFields>): number {
  const count = (rules: unknown) => (rules && typeof rules === 'object' && !Array.isArray(rules) ? Object.keys(rules).length : 0);
  return walked.reduce(
    (n, w) =>
      n +
      count(w.field.rules) +
      (Array.isArray(w.field.tags) && w.field.tags.some((t) => t?.key === 'parent') ? 1 : 0) +
      (Array.isArray(w.field.options) ? w.field.options.reduce((m, o) => m + count((o as { rules?: unknown } | null)?.rules), 0) : 0),
    0,
  );
}

function checkLinks(j: CheckedJourney, pages: CheckedPage[]): LayoutProblem[] {
  const routes = new Set(pages.filter((p) => p.program === j.program).map((p) => p.page.route_name));
  const missing = j.journey.links.flatMap((link, i) => {
    const page = pageOfLink(link);
    return routes.has(page)
      ? []
      : [{ file: j.file, path: `$.links[${i}].${page === link.route_name ? 'route_name' : 'tags'}`, message: `no page "${page}" in programs/${j.program}/pages (expected programs/${j.program}/pages/${page}.json)` }];
  });
  return [...missing, ...checkProgressStates(j.file, j.journey)];
}

/** Never throw: an unexpected failure becomes a problem naming the file. */
function guard<T extends { problems: LayoutProblem[] }>(file: string, check: () => T): T | { problems: LayoutProblem[]; page?: undefined; journey?: undefined } {
  try {
    return check();
  } catch (e) {
    return { problems: [{ file, path: '$', message: `could not be checked: ${(e as Error)?.message ?? String(e)}` }] };
  }
}

function dedupe(problems: LayoutProblem[]): LayoutProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.path}\n${p.message}`;
    return !seen.has(key) && (seen.add(key), true);
  });
}
