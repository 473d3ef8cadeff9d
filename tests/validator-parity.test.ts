/**
 * Parity proof (docs/architecture.md "Rules and validation"): for every page of every program, in
 * both locales and every view, validatePage with the generated module the browser imports
 * (GET /validators) gives exactly the errors of the run-time compiler the server uses, on the
 * page's fixtures (schemas/fixtures, as tests/fixtures.test.ts runs them) and on answers of the
 * wrong shape everywhere.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearCompileCache, compileLayout } from '../adapters/compile';
import { LOCALES, type CompileContext, type FieldError, type FormData, type LayoutPage } from '../adapters/types';
import { validatePage } from '../adapters/validators';
import { installRuntimeCompiler } from '../adapters/validators/ajv';
import { schemasByKey, VIEWS } from '../adapters/validators/page-schemas';
import { installSchemaCompiler } from '../adapters/validators/schema-checks';
import { validatorModuleCode } from '../adapters/validators/standalone-code';
import { registerValidatorModule, type ValidatorModuleFactory } from '../adapters/validators/validator-module';

const ROOT = join(__dirname, '..', 'schemas');
const PROGRAMS = join(ROOT, 'programs');

interface Sample {
  data: FormData;
  today?: string;
  answers?: FormData;
  ctx?: Partial<CompileContext>;
}

interface PageCase {
  program: string;
  route: string;
  page: LayoutPage;
  samples: Sample[];
}

const dirs = (path: string): string[] => (existsSync(path) ? readdirSync(path, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort() : []);
const json = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** A value of the wrong type for each property, recursively into the first list item. */
function wrongShape(schema: unknown): FormData {
  const props = (schema as { properties?: Record<string, { type?: unknown; items?: unknown }> }).properties ?? {};
  const out: FormData = { not_a_field: 1 };
  for (const [name, prop] of Object.entries(props)) {
    const type = Array.isArray(prop.type) ? prop.type[0] : prop.type;
    out[name] = type === 'string' ? 12345 : type === 'array' ? [wrongShape(prop.items), 'x'] : type === 'object' ? 'x' : type === 'boolean' ? 'yes' : 'x'.repeat(3);
  }
  return out;
}

const cases: PageCase[] = dirs(PROGRAMS).flatMap((program) => {
  const pagesDir = join(PROGRAMS, program, 'pages');
  if (!existsSync(pagesDir)) return [];
  return readdirSync(pagesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const route = file.replace(/\.json$/, '');
      const page = json<LayoutPage>(join(pagesDir, file));
      const fixturesDir = join(ROOT, 'fixtures', program, route);
      const fixtures = existsSync(fixturesDir) ? readdirSync(fixturesDir).filter((f) => f.endsWith('.json')).sort().map((f) => json<Sample>(join(fixturesDir, f))) : [];
      const schema = compileLayout(page, { locale: 'en-CA', program, applicationType: 'NEW', role: 'applicant' }).schema;
      return { program, route, page, samples: [{ data: {} }, { data: wrongShape(schema) }, ...fixtures] };
    });
});

/** Every page × view × locale × sample, in one order: the errors validatePage gives with the checks installed now. */
function allErrors(): FieldError[][] {
  clearCompileCache();
  const out: FieldError[][] = [];
  for (const c of cases) {
    for (const role of VIEWS) {
      for (const locale of LOCALES) {
        for (const s of c.samples) {
          const ctx: CompileContext = { program: c.program, applicationType: 'NEW', role, ...s.ctx, locale: s.ctx?.locale ?? locale };
          out.push(validatePage(compileLayout(structuredClone(c.page), ctx), s.data, { today: s.today ?? '2025-06-01', ...(s.answers ? { answers: s.answers } : {}) }));
        }
      }
    }
  }
  return out;
}

describe('generated validator modules = run-time compiler', () => {
  it('gives the same errors for every page of every program, in both locales and every view', async () => {
    expect(cases.length).toBeGreaterThan(20);
    installRuntimeCompiler();
    const expected = allErrors();

    installSchemaCompiler(undefined);
    for (const c of cases) {
      for (const [key, schemas] of schemasByKey(c.page, c.program)) {
        const code = validatorModuleCode(schemas);
        const mod = (await import(/* @vite-ignore */ `data:text/javascript;charset=utf-8,${encodeURIComponent(code)}`)) as { default: ValidatorModuleFactory };
        registerValidatorModule(key, mod.default);
      }
    }
    const generated = allErrors();
    installRuntimeCompiler();

    expect(generated.length).toBe(expected.length);
    for (let i = 0; i < expected.length; i++) expect(generated[i]).toEqual(expected[i]);
    // the samples do reach the schema checks: not only 'validation.unexpected' or nothing
    const ids = new Set(expected.flat().map((e) => e.id));
    expect(ids.has('validation.unexpected')).toBe(false);
    expect(ids.has('validation.type')).toBe(true);
  });
});
