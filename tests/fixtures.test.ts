/**
 * The fixtures (docs/architecture.md "Tests"): every schemas/fixtures/<program>/<route_name>/*.json goes
 * through compileLayout + validatePage — what the server runs on every save — and must fail on
 * exactly the listed field paths, or on none when `expect` is "valid". Each fixture is checked
 * in both languages: the failing fields cannot depend on the language. The runner is the one
 * `npm run layouts:check` uses (adapters/layout/fixture-run.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedFailing, parseFixture, runFixture } from '../adapters/layout/fixture-run';
import type { LayoutPage } from '../adapters/types';
import { VALIDATIONS } from '../adapters/validators';

const ROOT = join(__dirname, '..', 'schemas');
const FIXTURES = join(ROOT, 'fixtures');

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
      const parsed = parseFixture(relative(ROOT, path), readFileSync(path, 'utf8'));
      if ('problem' in parsed) throw new Error(`${parsed.problem.file}: ${parsed.problem.path}: ${parsed.problem.message}`);
      const wanted = expectedFailing(parsed.fixture);
      const { page, file } = pageOf(program, route);
      for (const run of runFixture(parsed.fixture, page, program, file)) {
        expect(run.failing, `${run.locale}: ${JSON.stringify(run.errors, null, 1)}`).toEqual(wanted);
      }
    });
  }
});
