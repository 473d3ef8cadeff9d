/** The coverage tile's required_rule_coverage flag, declared by the compiler, and a required tile's messages. */
import { beforeEach, describe, expect, it } from 'vitest';
import { prepareForSave, validatePage } from '../validators';
import type { CompileContext, I18nText, LayoutField, LayoutPage, Locale } from '../types';
import { clearCompileCache, compileLayout } from './compile-layout';

const T = (en: string, fr: string): I18nText => ({ 'en-CA': en, 'fr-CA': fr });
const ctx = (locale: Locale = 'en-CA'): CompileContext => ({ locale, program: 'CANGLDWNG', applicationType: 'NEW', role: 'applicant' });
const limits = [{ key: '1000000', value: T('$1,000,000', '1 000 000 $') }, { key: '2000000', value: T('$2,000,000', '2 000 000 $') }];
const tile = (extra: Partial<LayoutField> = {}): LayoutField => ({
  name: 'coverage',
  type: 'coverage-tile',
  label: T('Coverage', 'Protection'),
  options: [
    { key: 'basic', value: T('Basic', 'De base'), options: limits },
    { key: 'flat', value: T('Flat fee', 'Forfait') },
  ],
  validations: [{ name: 'required' }],
  ...extra,
});
const pageOf = (fields: LayoutField[]): LayoutPage => ({ route_name: 'coverage', title: T('Coverage', 'Protection'), form_container: { rows: [{ sections: [{ fields }] }] } });

beforeEach(() => clearCompileCache());

describe('coverage tile: the rule flag is declared beside the tile', () => {
  it('a hidden y/n property, a data field in meta, not placed in the layout, named in ui:options', () => {
    const compiled = compileLayout(pageOf([tile()]), ctx());
    expect((compiled.schema.properties as Record<string, unknown>).required_rule_coverage).toEqual({ type: 'string', enum: ['y', 'n'] });
    expect(compiled.uiSchema.required_rule_coverage).toEqual({ 'ui:widget': 'hidden' });
    expect(compiled.uiSchema['ui:order']).toEqual(['coverage', 'required_rule_coverage']);
    expect((compiled.uiSchema.coverage as { 'ui:options': Record<string, unknown> })['ui:options'].requiredRuleField).toBe('required_rule_coverage');
    expect(compiled.meta.fields.required_rule_coverage).toMatchObject({ name: 'required_rule_coverage', display: false, label: 'Coverage' });
    expect(compiled.meta.layout[0]!.sections[0]!.items).toEqual([{ kind: 'field', path: 'coverage' }]);
  });

  it('the server accepts the flag the widget writes, and derives it from the tile itself', () => {
    const compiled = compileLayout(pageOf([tile()]), ctx());
    const chosen = { coverage: { key: 'basic', limit: 1000000 }, required_rule_coverage: 'y' };
    expect(validatePage(compiled, chosen)).toEqual([]);
    expect(prepareForSave(compiled, chosen)).toEqual(chosen);
    expect(prepareForSave(compiled, { coverage: { key: 'flat', limit: null } })).toEqual({ coverage: { key: 'flat', limit: null }, required_rule_coverage: 'y' });
    expect(prepareForSave(compiled, { required_rule_coverage: 'y' })).toEqual({ required_rule_coverage: 'n' });
  });

  it('a field of that name in the layout is kept as written', () => {
    const own: LayoutField = { name: 'required_rule_coverage', type: 'radiosliderv2', label: T('Rule', 'Règle') };
    const compiled = compileLayout(pageOf([tile(), own]), ctx());
    expect(compiled.uiSchema.required_rule_coverage).toMatchObject({ 'ui:widget': 'radioSlider' });
    expect(compiled.rules.compute).toEqual([]);
    expect(compiled.meta.layout[0]!.sections[0]!.items).toEqual([{ kind: 'field', path: 'coverage' }, { kind: 'field', path: 'required_rule_coverage' }]);
  });

  it('tag required_rule_field names another flag; a bad name is a layout error', () => {
    const compiled = compileLayout(pageOf([tile({ tags: [{ key: 'required_rule_field', value: 'hull_chosen' }] })]), ctx());
    expect(Object.keys(compiled.schema.properties as object)).toEqual(['coverage', 'hull_chosen']);
    expect(() => compileLayout(pageOf([tile({ tags: [{ key: 'required_rule_field', value: 'not a name' }] })]), ctx())).toThrow(
      'coverage.json: $.form_container.rows[0].sections[0].fields[0].tags: tag required_rule_field must be a field name, not "not a name" (field "coverage")',
    );
  });

  it('inside a multi-field item the flag sits in the item, and hides with its tile', () => {
    const shown = { key: 'parent', value: 'has_hull' };
    const list: LayoutField = {
      name: 'aircraft',
      type: 'multifieldv2',
      label: T('Aircraft', 'Aéronef'),
      components: [{ name: 'has_hull', type: 'radiosliderv2', label: T('Hull?', 'Corps?') }, tile({ tags: [shown, { key: 'equals', value: 'y' }] })],
    };
    const compiled = compileLayout(pageOf([list]), ctx());
    expect(compiled.meta.fields['aircraft.*.required_rule_coverage']).toMatchObject({ parent: 'aircraft' });
    const saved = prepareForSave(compiled, { aircraft: [{ has_hull: 'y', coverage: { key: 'basic', limit: 2000000 } }, { has_hull: 'n', required_rule_coverage: 'y' }] });
    expect(saved).toEqual({ aircraft: [{ has_hull: 'y', coverage: { key: 'basic', limit: 2000000 }, required_rule_coverage: 'y' }, { has_hull: 'n' }] });
  });
});

describe('coverage tile: required needs a tile and a limit', () => {
  const cases: { name: string; data: Record<string, unknown>; en: string[][]; fr: string[][] }[] = [
    { name: 'nothing chosen', data: {}, en: [['coverage', 'Choose a coverage and a limit.']], fr: [['coverage', 'Choisissez une protection et une limite.']] },
    { name: 'only the flag', data: { required_rule_coverage: 'n' }, en: [['coverage', 'Choose a coverage and a limit.']], fr: [['coverage', 'Choisissez une protection et une limite.']] },
    { name: 'a tile without its limit', data: { coverage: { key: 'basic', limit: null } }, en: [['coverage', 'Choose a limit for the selected coverage.']], fr: [['coverage', 'Choisissez une limite pour la protection sélectionnée.']] },
    { name: 'a tile and a limit', data: { coverage: { key: 'basic', limit: 2000000 } }, en: [], fr: [] },
    { name: 'a tile that offers no limits', data: { coverage: { key: 'flat', limit: null } }, en: [], fr: [] },
  ];
  it.each(cases)('$name', ({ data, en, fr }) => {
    const page = pageOf([tile()]);
    expect(validatePage(compileLayout(page, ctx('en-CA')), data).map((e) => [e.field, e.message])).toEqual(en);
    expect(validatePage(compileLayout(page, ctx('fr-CA')), data).map((e) => [e.field, e.message])).toEqual(fr);
  });
});
