/**
 * The validator modules the browser imports: they evaluate without Ajv, give exactly the errors of
 * the run-time compiler, answer RJSF's isValid on the page's conditions, and a schema that cannot
 * become standalone code is refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { hashForSchema } from '@rjsf/utils';
import { compileLayout } from '../compile';
import type { FormData, I18nText, LayoutPage } from '../types';
import { installRuntimeCompiler, runtimeCompiler } from './ajv';
import { installSchemaCompiler, validatorFunctions } from './schema-checks';
import { StandaloneError, validatorModuleCode } from './standalone-code';
import { subSchemas } from './sub-schemas';
import { validatePage } from './validate-page';
import { registerValidatorModule, type ValidatorModuleFactory } from './validator-module';
import { validatorKey } from './validator-key';

const T = (en: string, fr: string): I18nText => ({ 'en-CA': en, 'fr-CA': fr });

const page: LayoutPage = {
  route_name: 'standalone',
  title: T('Standalone', 'Autonome'),
  form_container: {
    rows: [
      {
        sections: [
          {
            fields: [
              { name: 'name', type: 'textbox', label: T('Name', 'Nom'), validations: [{ name: 'required' }, { name: 'maxLength', params: { value: 5 } }] },
              { name: 'born', type: 'calendar', label: T('Born', 'Né') },
              { name: 'kind', type: 'dropdown', label: T('Kind', 'Genre'), options: [{ key: 'a', value: T('A', 'A') }, { key: 'b', value: T('B', 'B') }] },
              { name: 'pilots', type: 'multifieldv2', label: T('Pilot', 'Pilote'), components: [{ name: 'hours', type: 'textbox', label: T('Hours', 'Heures'), tags: [{ key: 'number', value: true }, { key: 'min', value: 0 }] }] },
            ],
          },
        ],
      },
    ],
  },
};
const compile = (p: LayoutPage, locale: 'en-CA' | 'fr-CA' = 'en-CA') => compileLayout(p, { locale, program: 'TEST', applicationType: 'NEW', role: 'applicant' });

/** Evaluates a module's text the way the browser does: an ES module import. */
async function load(code: string): Promise<ValidatorModuleFactory> {
  const mod = (await import(/* @vite-ignore */ `data:text/javascript;charset=utf-8,${encodeURIComponent(code)}`)) as { default: ValidatorModuleFactory };
  return mod.default;
}

const ANSWERS: FormData[] = [
  {},
  { name: 'Ann', born: '2000-02-29', kind: 'a', pilots: [{ hours: 3 }] },
  { name: 'Much too long', born: '2001-02-29', kind: 'z', pilots: [{ hours: -1 }, 'x'], extra: true },
  { name: 7, born: 20010101, kind: ['a'], pilots: {} },
];

afterEach(() => installRuntimeCompiler());

describe('validator modules (Ajv standalone code)', () => {
  it('evaluate without Ajv and give the same errors as the run-time compiler, in both locales', async () => {
    const en = compile(page);
    const fr = compile(page, 'fr-CA');
    expect(validatorKey(fr.schema)).toBe(validatorKey(en.schema));
    const expected = ANSWERS.map((data) => [validatePage(en, data, { today: '2025-06-01' }), validatePage(fr, data, { today: '2025-06-01' })]);

    const factory = await load(validatorModuleCode([en.schema, fr.schema]));
    installSchemaCompiler(undefined);
    registerValidatorModule(validatorKey(en.schema), factory);
    const generated = ANSWERS.map((data) => [validatePage(compileLayout(structuredClone(page), { locale: 'en-CA', program: 'TEST', applicationType: 'NEW', role: 'applicant' }), data, { today: '2025-06-01' }), validatePage(fr, data, { today: '2025-06-01' })]);
    expect(generated).toEqual(expected);
    expect(expected.flat(2).length).toBeGreaterThan(5);
  });

  it('hold a check for each sub-schema RJSF asks isValid about, under its hashForSchema', async () => {
    const conditional: LayoutPage = {
      ...page,
      route_name: 'conditional',
      form_container: { rows: [{ sections: [{ fields: [{ name: 'coverage', type: 'coverage-tile', label: T('Coverage', 'Couverture'), options: [{ key: 'basic', value: T('Basic', 'De base'), options: [{ key: '1000', value: T('1,000', '1 000') }] }, { key: 'full', value: T('Full', 'Complète'), options: [{ key: '2000', value: T('2,000', '2 000') }] }] }] }] }] },
    };
    const en = compile(conditional);
    const fr = compile(conditional, 'fr-CA');
    const factory = await load(validatorModuleCode([en.schema, fr.schema]));
    const { subs } = factory((await import('./standalone-runtime')).STANDALONE_RUNTIME);
    for (const schema of [en.schema, fr.schema]) {
      expect(Object.keys(subSchemas(schema)).length).toBeGreaterThan(0);
      for (const [hash, sub] of Object.entries(subSchemas(schema))) {
        expect(hash).toBe(hashForSchema(sub));
        const runtime = runtimeCompiler.compile(sub);
        for (const data of [{}, { key: 'basic' }, { key: 'full', limit: 2000 }, { coverage: { key: 'basic', limit: 1000 } }, 'x']) expect(subs[hash]!(data)).toBe(runtime(data));
      }
    }
  });

  it('refuse a schema that cannot be generated, or whose code needs more than the browser has', () => {
    expect(() => validatorModuleCode([{ $ref: 'https://example.com/elsewhere.json' }])).toThrow(StandaloneError);
    expect(() => validatorModuleCode([{ $async: true, type: 'object' }])).toThrow(/needs "ajv\/dist\/runtime\/validation_error" at run time/);
  });
});

describe('schema checks without a compiler', () => {
  it('validatePage answers validation.unexpected, never throws', () => {
    installSchemaCompiler(undefined);
    const fresh = compile({ ...page, title: T('No check', 'Pas de contrôle') , form_container: { rows: [{ sections: [{ fields: [{ name: 'only', type: 'textbox', label: T('Only', 'Seul') }] }] }] } });
    expect(validatorFunctions(fresh.schema)).toBeUndefined();
    expect(validatePage(fresh, { only: 'x' }).map((e) => e.id)).toEqual(['validation.unexpected']);
  });
});
