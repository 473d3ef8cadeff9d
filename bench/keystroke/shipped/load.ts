/**
 * Reads schemas/programs and schemas/fixtures and returns the largest shipped page, compiled with
 * the real adapter, with where to type on it (choose.ts). What the benchmark page receives is
 * `form`, written beside the bundle as shipped.json.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileLayout } from '../../../adapters/compile';
import { parseFixture } from '../../../adapters/layout/fixture-run';
import type { CompileContext, CompiledLayout, LayoutPage } from '../../../adapters/types';
import { largestPage, ruleCounts, shippedPageOf, typingTarget, type NamedFixture, type TypingTarget } from './choose';
import type { ShippedForm } from './form';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const SCHEMAS = join(ROOT, 'schemas');

export interface ShippedPage {
  /** e.g. schemas/programs/CANLAWYERS/pages/practice-information.json */
  file: string;
  fields: number;
  rules: ReturnType<typeof ruleCounts>;
  compiled: CompiledLayout;
  target: TypingTarget;
  /** what the browser compiles and renders */
  form: ShippedForm;
}

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)]));

function fixturesOf(program: string, route: string): NamedFixture[] {
  const dir = join(SCHEMAS, 'fixtures', program, route);
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const parsed = parseFixture(name, readFileSync(join(dir, name), 'utf8'));
    return 'fixture' in parsed ? [{ name, fixture: parsed.fixture }] : [];
  });
}

/** `chars`: how many characters the benchmark types into the field. */
export function loadShippedPage(chars: number): ShippedPage {
  const candidates = listFiles(join(SCHEMAS, 'programs'))
    .map((path) => relative(ROOT, path))
    .flatMap((file) => {
      const shipped = shippedPageOf(file);
      return shipped ? [{ file, ...shipped, page: JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as LayoutPage }] : [];
    });
  const chosen = largestPage(candidates);
  const ctx: CompileContext = { locale: 'en-CA', program: chosen.program, applicationType: 'NEW', role: 'applicant', file: chosen.file };
  const compiled = compileLayout(chosen.page, ctx);
  const target = typingTarget(compiled, fixturesOf(chosen.program, chosen.route), chars);
  return {
    file: chosen.file,
    fields: chosen.fields,
    rules: ruleCounts(compiled),
    compiled,
    target,
    form: { page: chosen.page, ctx, data: target.data, ...(target.answers ? { answers: target.answers } : {}) },
  };
}
