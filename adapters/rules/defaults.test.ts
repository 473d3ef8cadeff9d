/**
 * Defaults (an option marked selected) as the browser shows them: RJSF fills them into form data,
 * so evaluate, validatePage and prepareForSave must see the same answers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCompileCache, compileLayout } from '../compile';
import type { CompileContext, I18nText, LayoutField, LayoutPage } from '../types';
import { prepareForSave, validatePage } from '../validators';
import { evaluate } from './evaluate';

const T = (en: string, fr: string): I18nText => ({ 'en-CA': en, 'fr-CA': fr });
const CTX: CompileContext = { locale: 'en-CA', program: 'CANACCT', applicationType: 'NEW', role: 'applicant' };
const option = (key: string, selected = false) => ({ key, value: T(key, key), ...(selected ? { selected } : {}) });
const required = [{ name: 'required' as const }];

const fields: LayoutField[] = [
  { name: 'province', type: 'dropdown', label: T('Province', 'Province'), options: [option('ON'), option('QC', true)], validations: required },
  {
    name: 'qc_detail',
    type: 'textbox',
    label: T('Quebec detail', 'Détail Québec'),
    tags: [{ key: 'parent', value: 'province' }, { key: 'equals', value: 'QC' }],
    validations: required,
  },
  { name: 'services', type: 'multicheckbox', label: T('Services', 'Services'), options: [option('tax', true), option('audit'), option('advice')] },
  { name: 'term', type: 'finance-tile', label: T('Pay', 'Payer'), options: [option('yearly'), { ...option('monthly'), tags: [{ key: 'selected', value: true }] }] },
  {
    name: 'hidden_plan',
    type: 'radio',
    label: T('Plan', 'Régime'),
    options: [option('a', true), option('b')],
    tags: [{ key: 'parent', value: 'province' }, { key: 'equals', value: 'ON' }],
  },
  {
    name: 'aircraft',
    type: 'multifieldv2',
    label: T('Aircraft', 'Aéronef'),
    components: [
      { name: 'registration', type: 'textbox', label: T('Registration', 'Immatriculation') },
      { name: 'kind', type: 'radio card', label: T('Kind', 'Type'), options: [option('plane', true), option('helicopter')], validations: required },
    ],
  },
];
const page: LayoutPage = { route_name: 'defaults', title: T('Defaults', 'Défauts'), form_container: { rows: [{ sections: [{ fields }] }] } };

beforeEach(() => clearCompileCache());

describe('selected options are defaults everywhere the answers are read', () => {
  const compiled = () => compileLayout(page, CTX);

  it.each([
    ['nothing answered: every default, and the field a default shows', {}, { province: 'QC', services: { tax: 'y', audit: 'n', advice: 'n' }, term: 'monthly' }],
    ['an answer wins over its default', { province: 'ON', term: 'yearly' }, { province: 'ON', services: { tax: 'y', audit: 'n', advice: 'n' }, term: 'yearly', hidden_plan: 'a' }],
    ['a check box list keeps its ticks and gets the absent keys', { services: { audit: 'y' } }, { province: 'QC', services: { tax: 'y', audit: 'y', advice: 'n' }, term: 'monthly' }],
    ['list items get their own defaults', { aircraft: [{ registration: 'C-GABC' }, { kind: 'helicopter' }] }, {
      province: 'QC', services: { tax: 'y', audit: 'n', advice: 'n' }, term: 'monthly', aircraft: [{ registration: 'C-GABC', kind: 'plane' }, { kind: 'helicopter' }],
    }],
  ])('%s', (_name, data, saved) => {
    expect(prepareForSave(compiled(), data)).toEqual(saved);
  });

  it('a default can show a field, which is then required', () => {
    expect(evaluate(compiled(), {}).hidden).toEqual(['hidden_plan']);
    expect(validatePage(compiled(), {}).map((e) => [e.field, e.message])).toEqual([['qc_detail', 'This field is required.']]);
    expect(validatePage(compiled(), { qc_detail: 'x' })).toEqual([]);
  });

  it('a required field with a default is answered; a blank answer is not (RJSF keeps it blank too)', () => {
    expect(validatePage(compiled(), { qc_detail: 'x', aircraft: [{}] })).toEqual([]);
    expect(validatePage(compiled(), { qc_detail: 'x', province: '' }).map((e) => e.field)).toEqual(['province']);
  });

  it('does not change the data it was given', () => {
    const data = { aircraft: [{}] };
    prepareForSave(compiled(), data);
    expect(data).toEqual({ aircraft: [{}] });
  });
});
