/**
 * A number's declared kind (tag `format`): a year or an identifier is never written as an amount,
 * in the schema the browser gets and in the messages browser and server show.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { LayoutError, type CompileContext, type I18nText, type LayoutField, type LayoutPage } from '../types';
import { validatePage } from '../validators';
import { clearCompileCache, compileLayout } from './compile-layout';

const T = (en: string, fr: string): I18nText => ({ 'en-CA': en, 'fr-CA': fr });
const EN: CompileContext = { locale: 'en-CA', program: 'CANLAWYERS', applicationType: 'NEW', role: 'applicant', file: 'pages/p.json' };
const FR: CompileContext = { ...EN, locale: 'fr-CA' };
const tag = (key: string, value: string | number | boolean) => ({ key, value });

function pageOf(fields: LayoutField[]): LayoutPage {
  return { route_name: 'general-information', title: T('General', 'Général'), form_container: { rows: [{ sections: [{ fields }] }] } };
}

const yearCalled: LayoutField = {
  name: 'year_called_to_bar',
  type: 'textbox',
  label: T('Year called to the bar', 'Année d’admission au barreau'),
  tags: [tag('format', 'year')],
  validations: [{ name: 'range', params: { min: 1950, max: 2100 } }],
};
const yearBuilt: LayoutField = { name: 'year_built', type: 'textbox', label: T('Year built', 'Année de construction'), tags: [tag('format', 'year'), tag('min', 1900)] };
const licence: LayoutField = { name: 'licence', type: 'textbox', label: T('Licence number', 'Numéro de licence'), tags: [tag('format', 'identifier')] };

beforeEach(() => clearCompileCache());

describe('format: year', () => {
  it('is a number the textbox shows as a year', () => {
    const c = compileLayout(pageOf([yearCalled]), EN);
    expect((c.schema.properties as Record<string, { type: string }>).year_called_to_bar!.type).toBe('number');
    expect((c.uiSchema.year_called_to_bar as { 'ui:options': { format: string } })['ui:options'].format).toBe('year');
    expect(c.meta.fields.year_called_to_bar!.numeric).toBe(true);
  });

  it.each([
    [EN, 'Enter a value from 1950 to 2100.', 'Enter 1900 or more.'],
    [FR, 'Entrez une valeur de 1950 à 2100.', 'Entrez 1900 ou plus.'],
  ])('%# its range and minimum are written as years', (ctx, range, minimum) => {
    const errors = validatePage(compileLayout(pageOf([yearCalled, yearBuilt]), ctx), { year_called_to_bar: 1949, year_built: 1800 });
    expect(errors.map((e) => e.message)).toEqual([range, minimum]);
  });

  it('an amount keeps its grouping', () => {
    const revenue: LayoutField = { name: 'revenue', type: 'textbox', label: T('Revenue', 'Revenus'), tags: [tag('number', true), tag('max', 5000000)] };
    expect(validatePage(compileLayout(pageOf([revenue]), EN), { revenue: 6000000 }).map((e) => e.message)).toEqual(['Enter 5,000,000 or less.']);
  });
});

describe('format: identifier', () => {
  it('keeps the answer as text (leading zeros kept)', () => {
    const c = compileLayout(pageOf([licence]), EN);
    expect((c.schema.properties as Record<string, { type: string }>).licence!.type).toBe('string');
    expect(c.meta.fields.licence!.numeric).toBe(false);
    expect(validatePage(c, { licence: '007123' })).toEqual([]);
  });

  it('cannot also be a number', () => {
    const both = { ...licence, tags: [tag('format', 'identifier'), tag('number', true)] };
    expect(() => compileLayout(pageOf([both]), EN)).toThrow(LayoutError);
  });
});

it('an unknown format is a layout problem naming the known ones', () => {
  const odd = { ...licence, tags: [tag('format', 'yaer')] };
  expect(() => compileLayout(pageOf([odd]), EN)).toThrow(/tag format must be currency, percentage, year or identifier, not "yaer"/);
});
