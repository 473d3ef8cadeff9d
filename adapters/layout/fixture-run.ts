/**
 * The fixture runner (docs/architecture.md "Tests"), shared by tests/fixtures.test.ts and
 * `npm run layouts:check`: a fixture schemas/fixtures/<program>/<route_name>/<name>.json goes through
 * compileLayout + validatePage — what the server runs on every save — in both languages, and must
 * fail on exactly the listed field paths, or on none when `expect` is "valid".
 */
import { compileLayout } from '../compile/compile-layout';
import { LOCALES, type CompileContext, type FieldError, type FormData, type LayoutPage, type LayoutProblem, type Locale } from '../types';
import type { UserContext } from '../rules/evaluate';
import { validatePage } from '../validators/validate-page';
import { findJsonSyntaxError } from './json-syntax';

export interface Fixture {
  data: FormData;
  expect: 'valid' | string[];
  /** fixes today's date for date checks */
  today?: string;
  /** answers of the application's other steps, which rules read as `$answers.<field>` */
  answers?: FormData;
  /** the page's answers as saved before this save, as the server passes them (default: none saved yet) */
  saved?: FormData;
  /** the applicant's account, which `prefill` rules read as `$user` (default: none, as when staff save) */
  user?: UserContext;
  ctx?: Partial<CompileContext>;
}

export interface FixtureRun {
  locale: Locale;
  /** the field paths in error, sorted */
  failing: string[];
  errors: FieldError[];
}

/** The sorted field paths a fixture expects in error. */
export const expectedFailing = (fixture: Fixture): string[] => (fixture.expect === 'valid' ? [] : [...fixture.expect].sort());

/** What the page says of the fixture's answers, in each language. */
export function runFixture(fixture: Fixture, page: LayoutPage, program: string, file: string): FixtureRun[] {
  return LOCALES.map((locale) => {
    const ctx: CompileContext = { program, applicationType: 'NEW', role: 'applicant', file, ...fixture.ctx, locale: fixture.ctx?.locale ?? locale };
    const errors = validatePage(compileLayout(page, ctx), fixture.data, {
      ...(fixture.today ? { today: fixture.today } : {}),
      ...(fixture.answers ? { answers: fixture.answers } : {}),
      saved: fixture.saved ?? {},
      ...(fixture.user ? { user: fixture.user } : {}),
    });
    return { locale: ctx.locale, failing: [...new Set(errors.map((e) => e.field))].sort(), errors };
  });
}

/** A fixture file's text as a fixture, or why it is not one. */
export function parseFixture(file: string, text: string): { fixture: Fixture } | { problem: LayoutProblem } {
  const syntax = findJsonSyntaxError(text);
  if (syntax) return { problem: { file, path: '$', message: `invalid JSON at line ${syntax.line}, column ${syntax.column}: ${syntax.message}` } };
  const value = JSON.parse(text) as Partial<Fixture> | null;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { problem: { file, path: '$', message: 'a fixture is an object: {"data": {...}, "expect": "valid" | [field paths]}' } };
  if (!value.data || typeof value.data !== 'object' || Array.isArray(value.data)) return { problem: { file, path: '$.data', message: 'must be the answers, an object' } };
  if (value.saved !== undefined && (!value.saved || typeof value.saved !== 'object' || Array.isArray(value.saved))) {
    return { problem: { file, path: '$.saved', message: 'must be the answers the page saved before, an object' } };
  }
  if (value.user !== undefined && !isUser(value.user)) {
    return { problem: { file, path: '$.user', message: 'must be the applicant\'s account: {"first_name", "last_name", "email"}, each a text' } };
  }
  if (value.expect !== 'valid' && !(Array.isArray(value.expect) && value.expect.every((f) => typeof f === 'string'))) {
    return { problem: { file, path: '$.expect', message: 'must be "valid" or a list of the field paths in error' } };
  }
  return { fixture: value as Fixture };
}

function isUser(value: unknown): value is UserContext {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const user = value as Record<string, unknown>;
  return ['first_name', 'last_name', 'email'].every((key) => typeof user[key] === 'string');
}

/** One problem per language where the page no longer gives what the fixture expects (one when both languages agree). */
export function fixtureProblems(file: string, fixture: Fixture, page: LayoutPage, program: string, pageFile: string): LayoutProblem[] {
  const wanted = expectedFailing(fixture);
  const wrong = runFixture(fixture, page, program, pageFile).filter((run) => run.failing.join('\n') !== wanted.join('\n'));
  const distinct = wrong.filter((run, i) => wrong.findIndex((other) => other.failing.join('\n') === run.failing.join('\n')) === i);
  return distinct.map((run) => {
    const where = wrong.length === LOCALES.length && distinct.length === 1 ? '' : ` (${run.locale})`;
    const expected = wanted.length ? `expected in error: ${wanted.join(', ')}` : 'expected valid';
    const found = run.failing.length ? `found in error: ${run.errors.map((e) => `${e.field} ("${e.message}")`).join(', ')}` : 'found no error';
    return { file, path: '$.expect', message: `no longer matches ${pageFile}${where}: ${expected}; ${found}` };
  });
}
