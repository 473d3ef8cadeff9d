/**
 * The page validator's cold path: options that make the first validation of a page cheaper,
 * without changing one error, and the schema check those options skip, done by layouts:check.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { CodeGen } from 'ajv/dist/compile/codegen';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileLayout } from '../compile';
import type { FormData, I18nText, LayoutField, LayoutPage } from '../types';
import { schemaProblem } from './ajv';
import { schemaCheck } from './schema-checks';
import { prepareForSave, validatePage } from './validate-page';

const T = (en: string, fr: string): I18nText => ({ 'en-CA': en, 'fr-CA': fr });
const options = ['a', 'b', 'c'].map((key) => ({ key, value: T(key, key) }));
let pages = 0;

/** A new page each time (a new title), so nothing is cached yet. */
function freshPage(): LayoutPage {
  const fields: LayoutField[] = Array.from({ length: 60 }, (_, i): LayoutField => {
    const base = { name: `f${i}`, label: T(`Q${i}`, `Q${i}`), validations: [{ name: 'required' as const }] };
    if (i % 4 === 0) return { ...base, type: 'radiosliderv2' };
    if (i % 4 === 1) return { ...base, type: 'textbox', tags: [{ key: 'number', value: true }, { key: 'min', value: 0 }] };
    if (i % 4 === 2) return { ...base, type: 'dropdown', options };
    return { ...base, type: 'calendar' };
  });
  fields.push({ name: 'pilots', type: 'multifieldv2', label: T('Pilot', 'Pilote'), components: [{ name: 'hours', type: 'textbox', label: T('Hours', 'Heures'), tags: [{ key: 'number', value: true }] }] });
  return { route_name: 'cold', title: T(`Cold ${++pages}`, `Froid ${pages}`), form_container: { rows: [{ sections: [{ fields }] }] } };
}
const compile = (page: LayoutPage) => compileLayout(page, { locale: 'en-CA', program: 'TEST', applicationType: 'NEW', role: 'applicant' });

afterEach(() => vi.restoreAllMocks());

describe('page validator: a cheap first validation', () => {
  it('does not validate the generated schema against the meta-schema, nor optimise the generated code', () => {
    const metaCheck = vi.spyOn(Ajv.prototype, 'validateSchema');
    const optimise = vi.spyOn(CodeGen.prototype, 'optimize');
    validatePage(compile(freshPage()), {});
    expect(metaCheck).not.toHaveBeenCalled();
    expect(optimise).toHaveBeenCalled();
    expect(optimise.mock.calls.every(([passes]) => !passes)).toBe(true);
  });

  it('prepareForSave does not compile the schema check at all', () => {
    const compileSpy = vi.spyOn(Ajv.prototype, 'compile');
    prepareForSave(compile(freshPage()), { f0: 'y', pilots: [{ hours: 3 }] });
    expect(compileSpy).not.toHaveBeenCalled();
  });

  it('reports exactly the errors of ajv with its default options', () => {
    const reference = new Ajv({ allErrors: true, strict: false });
    addFormats(reference);
    const compiled = compile(freshPage());
    const validate = reference.compile(compiled.schema);
    const answers: FormData[] = [
      {},
      Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, ['y', 12, 'b', '2025-02-28'][i % 4]])),
      { f0: 'maybe', f1: -1, f2: 'z', f3: '2025-02-30', f4: 7, pilots: [{ hours: 'many' }, 'x'], extra: true },
      { f1: null, f2: ['a'], pilots: {} },
    ];
    const shape = (errors: readonly { instancePath: string; keyword: string; params: unknown }[] | null | undefined) =>
      (errors ?? []).map((e) => [e.instancePath, e.keyword, e.params]);
    for (const data of answers) {
      validate(data);
      expect(shape(schemaCheck(compiled)!(data))).toEqual(shape(validate.errors));
    }
  });
});

describe('schemaProblem: the meta-schema check layouts:check runs instead', () => {
  it('names what is wrong with a broken schema', () => {
    expect(schemaProblem({ type: 'object', properties: { a: { type: 'no-such-type' } } })).toMatch(/^\/properties\/a\/type: /);
    expect(schemaProblem({ type: 'object', required: 'a' })).toMatch(/^\/required: type/);
  });

  it('accepts what the compiler makes', () => {
    expect(schemaProblem(compile(freshPage()).schema)).toBeUndefined();
  });
});
