/**
 * docs/requirements.md §4.7: a multi-field item that is invalid, sole, not required and empty in the
 * stored data is removed on save, and is not an error.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCompileCache, compileLayout } from '../compile';
import type { I18nText, LayoutField, LayoutPage, Locale, Tag } from '../types';
import { prepareForSave, validatePage } from './index';

const T = (en: string, fr: string): I18nText => ({ 'en-CA': en, 'fr-CA': fr });

function pageWith(list: Partial<LayoutField> = {}, components?: LayoutField[]): LayoutPage {
  const parties: LayoutField = {
    name: 'parties',
    type: 'multifieldv2',
    label: T('Interested party', 'Partie intéressée'),
    components: components ?? [
      { name: 'party_name', type: 'textbox', label: T('Name', 'Nom'), validations: [{ name: 'required' }] },
      { name: 'roles', type: 'multicheckbox', label: T('Roles', 'Rôles'), options: [{ key: 'lessor', value: T('Lessor', 'Bailleur') }] },
    ],
    ...list,
  };
  return { route_name: 'parties', title: T('Parties', 'Parties'), form_container: { rows: [{ sections: [{ fields: [parties] }] }] } };
}
const tag = (key: string, value: Tag['value']): Tag => ({ key, value });
const compiled = (page: LayoutPage, locale: Locale = 'en-CA') => compileLayout(page, { locale, program: 'CANGLDWNG', applicationType: 'NEW', role: 'applicant' });
const errorsOf = (page: LayoutPage, data: Record<string, unknown>, locale: Locale = 'en-CA') =>
  validatePage(compiled(page, locale), data).map((e) => [e.field, e.message]);

beforeEach(() => clearCompileCache());

describe('a sole, empty, invalid item of an optional list is removed', () => {
  const cases: { name: string; page: LayoutPage; data: Record<string, unknown>; saved: unknown; en: string[][]; fr: string[][] }[] = [
    { name: 'an empty item', page: pageWith(), data: { parties: [{}] }, saved: { parties: [] }, en: [], fr: [] },
    { name: 'blank text and nothing ticked are empty', page: pageWith(), data: { parties: [{ party_name: '  ', roles: { lessor: 'n' } }] }, saved: { parties: [] }, en: [], fr: [] },
    { name: 'tag multifield_required false', page: pageWith({ tags: [tag('multifield_required', false)] }), data: { parties: [{}] }, saved: { parties: [] }, en: [], fr: [] },
    { name: 'tag isMultifieldRequired "false" (older spelling)', page: pageWith({ tags: [tag('isMultifieldRequired', 'false')] }), data: { parties: [{ party_name: '' }] }, saved: { parties: [] }, en: [], fr: [] },
    {
      name: 'an item with something in it stays, and is checked',
      page: pageWith(),
      data: { parties: [{ roles: { lessor: 'y' } }] },
      saved: { parties: [{ roles: { lessor: 'y' } }] },
      en: [['parties.0.party_name', 'This field is required.']],
      fr: [['parties.0.party_name', 'Ce champ est obligatoire.']],
    },
    {
      name: 'two empty items are not a sole one',
      page: pageWith(),
      data: { parties: [{}, {}] },
      saved: { parties: [{}, {}] },
      en: [['parties.0.party_name', 'This field is required.'], ['parties.1.party_name', 'This field is required.']],
      fr: [['parties.0.party_name', 'Ce champ est obligatoire.'], ['parties.1.party_name', 'Ce champ est obligatoire.']],
    },
    {
      name: 'a required list keeps it, and it is in error',
      page: pageWith({ validations: [{ name: 'required' }] }),
      data: { parties: [{}] },
      saved: { parties: [{}] },
      en: [['parties.0.party_name', 'This field is required.']],
      fr: [['parties.0.party_name', 'Ce champ est obligatoire.']],
    },
    {
      name: 'tag multifield_required true keeps it',
      page: pageWith({ tags: [tag('multifield_required', true)] }),
      data: { parties: [{}] },
      saved: { parties: [{}] },
      en: [['parties.0.party_name', 'This field is required.']],
      fr: [['parties.0.party_name', 'Ce champ est obligatoire.']],
    },
    {
      name: 'an empty item that is valid stays (nothing in it is required)',
      page: pageWith({}, [{ name: 'note', type: 'textbox', label: T('Note', 'Note') }]),
      data: { parties: [{}] },
      saved: { parties: [{}] },
      en: [],
      fr: [],
    },
  ];

  it.each(cases)('$name', ({ page, data, saved, en, fr }) => {
    expect(prepareForSave(compiled(page), data)).toEqual(saved);
    expect(errorsOf(page, data, 'en-CA')).toEqual(en);
    expect(errorsOf(page, data, 'fr-CA')).toEqual(fr);
  });

  it('does not change the data it was given', () => {
    const data = { parties: [{}] };
    prepareForSave(compiled(pageWith()), data);
    validatePage(compiled(pageWith()), data);
    expect(data).toEqual({ parties: [{}] });
  });
});
