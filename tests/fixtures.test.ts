/**
 * The fixture runner (docs/architecture.md "Tests"): every schemas/fixtures/<program>/<route_name>/*.json goes
 * through compileLayout + validatePage — what the server runs on every save — and must fail on
 * exactly the listed field paths, or on none when `expect` is "valid". Each fixture is checked
 * in both languages: the failing fields cannot depend on the language.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileLayout } from '../adapters/compile';
import { LOCALES, type CompileContext, type FormData, type LayoutPage } from '../adapters/types';
import { validatePage, VALIDATIONS } from '../adapters/validators';

const ROOT = join(__dirname, '..', 'schemas');
const FIXTURES = join(ROOT, 'fixtures');

interface Fixture {
  data: FormData;
  expect: 'valid' | string[];
  today?: string;
  /** answers of the application's other steps, which rules read as `$answers.<field>` */
  answers?: FormData;
  ctx?: Partial<CompileContext>;
}

const dirs = (path: string): string[] =>
  existsSync(path) ? readdirSync(path, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort() : [];

const files = dirs(FIXTURES).flatMap((program) =>
  dirs(join(FIXTURES, program)).flatMap((route) =>
    readdirSync(join(FIXTURES, program, route))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((file) => ({ program, route, path: join(FIXTURES, program, route, file) })),
  ),
);

const pages = new Map<string, LayoutPage>();
function pageOf(program: string, route: string): { page: LayoutPage; file: string } {
  const file = join(ROOT, 'programs', program, 'pages', `${route}.json`);
  if (!existsSync(file)) throw new Error(`${relative(ROOT, file)}: no layout page for fixtures folder ${program}/${route}`);
  if (!pages.has(file)) pages.set(file, JSON.parse(readFileSync(file, 'utf8')) as LayoutPage);
  return { page: pages.get(file)!, file: relative(ROOT, file) };
}

describe('schema fixtures', () => {
  it('there are fixtures to run', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('the example validation pages use every named validation', () => {
    const dir = join(ROOT, 'programs', '_examples', 'pages');
    const used = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      const { validations } = node as { validations?: { name: string }[] };
      for (const v of validations ?? []) used.add(v.name);
      Object.values(node).forEach(walk);
    };
    for (const file of readdirSync(dir).filter((f) => /^validations.*\.json$/.test(f))) walk(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    expect([...used].sort()).toEqual(Object.keys(VALIDATIONS).sort());
  });

  for (const { program, route, path } of files) {
    it(relative(ROOT, path), () => {
      const fixture = JSON.parse(readFileSync(path, 'utf8')) as Fixture;
      expect(fixture.expect === 'valid' || Array.isArray(fixture.expect), `${relative(ROOT, path)}: expect must be "valid" or a list of field paths`).toBe(true);
      const wanted = fixture.expect === 'valid' ? [] : [...fixture.expect].sort();
      const { page, file } = pageOf(program, route);
      for (const locale of LOCALES) {
        const ctx: CompileContext = { program, applicationType: 'NEW', role: 'applicant', file, ...fixture.ctx, locale: fixture.ctx?.locale ?? locale };
        const errors = validatePage(compileLayout(page, ctx), fixture.data, { ...(fixture.today ? { today: fixture.today } : {}), ...(fixture.answers ? { answers: fixture.answers } : {}) });
        const failing = [...new Set(errors.map((e) => e.field))].sort();
        expect(failing, `${ctx.locale}: ${JSON.stringify(errors, null, 1)}`).toEqual(wanted);
      }
    });
  }
});
