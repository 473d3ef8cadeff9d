import { describe, expect, it } from 'vitest';
import layoutSchema from '../../schemas/layout.schema.json';
import { LayoutError, type CompileContext, type I18nText, type LayoutField } from '../types';
import type { CompiledChildren, FieldTypeContext } from './field-type';
import { FIELD_TYPE_NAMES, fieldType } from './registry';

const T = (en: string, fr: string): I18nText => ({ 'en-CA': en, 'fr-CA': fr });
const ctx: CompileContext = { locale: 'fr-CA', program: 'CANACCT', applicationType: 'NEW', role: 'applicant' };

/** A bare context: French text, tags as given, fail throws a LayoutError with the property path. */
function contextFor(field: LayoutField, numeric = false): FieldTypeContext {
  const tags = Object.fromEntries((field.tags ?? []).map((t) => [t.key, t.value]));
  return {
    ctx,
    tags,
    numeric,
    text: (t) => t?.['fr-CA'],
    options: (list) => (list ?? []).map((o) => ({ key: o.key, label: o.value['fr-CA'] })),
    fail: (message, property) => {
      throw new LayoutError([{ file: 'f.json', path: property ?? '$', message }]);
    },
  };
}

function compile(field: LayoutField, opts: { numeric?: boolean; children?: CompiledChildren } = {}) {
  const type = fieldType(field.type);
  if (!type) throw new Error(`no module for ${field.type}`);
  return type.compile(field, contextFor(field, opts.numeric), opts.children);
}

const yesNo = { type: 'string', enum: ['y', 'n'] };
const provinces = [
  { key: 'ON', value: T('Ontario', 'Ontario') },
  { key: 'QC', value: T('Quebec', 'Québec') },
];
const provinceOptions = { options: [{ key: 'ON', label: 'Ontario' }, { key: 'QC', label: 'Québec' }] };
const children: CompiledChildren = {
  properties: { registration: { type: 'string', title: 'Immatriculation' }, seats: { type: 'number', title: 'Sièges' } },
  required: ['registration'],
  uiSchema: { registration: { 'ui:widget': 'textbox' }, seats: { 'ui:widget': 'textbox' }, 'ui:order': ['registration', 'seats'] },
  order: ['registration', 'seats'],
  labels: { registration: 'Immatriculation', seats: 'Sièges' },
};

describe('field type modules: schema and uiSchema per type', () => {
  const cases: { field: LayoutField; numeric?: boolean; children?: CompiledChildren; schema: unknown; uiSchema: unknown }[] = [
    { field: { name: 'a', type: 'textbox' }, schema: { type: 'string' }, uiSchema: { 'ui:widget': 'textbox', 'ui:options': {} } },
    { field: { name: 'a', type: 'textbox' }, numeric: true, schema: { type: 'number' }, uiSchema: { 'ui:widget': 'textbox', 'ui:options': {} } },
    { field: { name: 'a', type: 'dropdown', options: provinces }, schema: { type: 'string', enum: ['ON', 'QC'] }, uiSchema: { 'ui:widget': 'dropdown', 'ui:options': provinceOptions } },
    { field: { name: 'a', type: 'dropdown', collections: [{ source: 'provinces' }] }, schema: { type: 'string' }, uiSchema: { 'ui:widget': 'dropdown', 'ui:options': { collections: [{ source: 'provinces' }] } } },
    { field: { name: 'a', type: 'radio', options: provinces }, schema: { type: 'string', enum: ['ON', 'QC'] }, uiSchema: { 'ui:widget': 'radio', 'ui:options': provinceOptions } },
    { field: { name: 'a', type: 'radio card', options: provinces }, schema: { type: 'string', enum: ['ON', 'QC'] }, uiSchema: { 'ui:widget': 'radioCard', 'ui:options': provinceOptions } },
    { field: { name: 'a', type: 'radio-dropdown', options: provinces }, schema: { type: 'string', enum: ['ON', 'QC'] }, uiSchema: { 'ui:widget': 'radioDropdown', 'ui:options': provinceOptions } },
    { field: { name: 'a', type: 'insurance-tile', options: provinces }, schema: { type: 'string', enum: ['ON', 'QC'] }, uiSchema: { 'ui:widget': 'insuranceTile', 'ui:options': provinceOptions } },
    { field: { name: 'a', type: 'radiosliderv2' }, schema: yesNo, uiSchema: { 'ui:widget': 'radioSlider', 'ui:options': {} } },
    { field: { name: 'a', type: 'custom-radio-slider' }, schema: yesNo, uiSchema: { 'ui:widget': 'radioSlider', 'ui:options': {} } },
    {
      field: { name: 'a', type: 'checkbox', options: [{ key: 'y', value: T('I agree', "J'accepte") }] },
      schema: yesNo,
      uiSchema: { 'ui:widget': 'yesNoCheckbox', 'ui:options': { options: [{ key: 'y', label: "J'accepte" }] } },
    },
    {
      field: { name: 'a', type: 'terms-box', markdownText: T('# Terms', '# Modalités') },
      schema: yesNo,
      uiSchema: { 'ui:widget': 'termsBox', 'ui:options': { markdown: '# Modalités' } },
    },
    { field: { name: 'a', type: 'attachments' }, schema: { type: 'null' }, uiSchema: { 'ui:field': 'attachments' } },
    {
      field: { name: 'a', type: 'multicheckbox', options: provinces },
      schema: { type: 'object', properties: { ON: yesNo, QC: yesNo }, additionalProperties: false },
      uiSchema: { 'ui:field': 'multiCheckbox', 'ui:options': provinceOptions },
    },
    {
      field: { name: 'a', type: 'calendar', minimumDate: '$date', maximumDate: '2030-12-31', disabledDays: [0, 6] },
      schema: { type: 'string', format: 'date' },
      uiSchema: { 'ui:widget': 'calendar', 'ui:options': { dateFormat: 'dd/mm/yyyy', minimumDate: '$date', maximumDate: '2030-12-31', disabledDays: [0, 6] } },
    },
    {
      field: { name: 'a', type: 'calendar', dateFormat: 'yyyy-mm-dd' },
      schema: { type: 'string', format: 'date' },
      uiSchema: { 'ui:widget': 'calendar', 'ui:options': { dateFormat: 'yyyy-mm-dd' } },
    },
    {
      field: { name: 'a', type: 'typeahead' },
      schema: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' }, extended: {} }, required: ['key', 'value'] },
      uiSchema: { 'ui:field': 'typeahead', 'ui:options': { lookupMinLength: 4 } },
    },
    {
      field: { name: 'a', type: 'typeahead', tags: [{ key: 'lookup_min_length', value: '2' }, { key: 'lookup', value: 'address' }] },
      schema: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' }, extended: {} }, required: ['key', 'value'] },
      uiSchema: { 'ui:field': 'typeahead', 'ui:options': { lookupMinLength: 2, lookup: 'address' } },
    },
    {
      field: { name: 'a', type: 'typeahead', tags: [{ key: 'lookup', value: 'address' }, { key: 'fills', value: 'city:locality, province:administrativeArea' }, { key: 'transform', value: 'uppercase' }] },
      schema: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' }, extended: {} }, required: ['key', 'value'] },
      uiSchema: { 'ui:field': 'typeahead', 'ui:options': { lookupMinLength: 4, lookup: 'address', fills: { city: 'locality', province: 'administrativeArea' }, uppercase: true } },
    },
    {
      field: { name: 'a', type: 'registration-mark', tags: [{ key: 'fills', value: 'make_model:COMMON_NAME' }] },
      schema: { type: 'string' },
      uiSchema: { 'ui:field': 'registrationMark', 'ui:options': { lookup: 'aircraft_registry', fills: { make_model: 'COMMON_NAME' } } },
    },
    {
      field: { name: 'a', type: 'markdowntext', markdownText: T('**Note**', '**Remarque**') },
      schema: { type: 'null' },
      uiSchema: { 'ui:field': 'markdown', 'ui:options': { markdown: '**Remarque**' } },
    },
    {
      field: { name: 'a', type: 'dynamiclink', label: T('Privacy', 'Confidentialité'), tags: [{ key: 'href', value: 'https://example.ca/p' }] },
      schema: { type: 'null' },
      uiSchema: { 'ui:field': 'dynamicLink', 'ui:options': { href: 'https://example.ca/p', text: 'Confidentialité' } },
    },
    {
      field: { name: 'aircraft', type: 'multifieldv2', tags: [{ key: 'max_items', value: 5 }], validations: [{ name: 'required' }] },
      children,
      schema: { type: 'array', items: { type: 'object', properties: children.properties, required: ['registration'] }, maxItems: 5, minItems: 1 },
      uiSchema: { 'ui:field': 'multiField', 'ui:options': { maxItems: 5 }, items: children.uiSchema },
    },
    {
      field: { name: 'pilots', type: 'multifieldv2', label: T('Pilot', 'Pilote'), tags: [{ key: 'summary', value: 'registration, seats' }] },
      children,
      schema: { type: 'array', items: { type: 'object', properties: children.properties, required: ['registration'] } },
      uiSchema: { 'ui:field': 'multiField', 'ui:options': { itemLabel: 'Pilote', summary: ['registration', 'seats'] }, items: children.uiSchema },
    },
    {
      field: { name: 'split', type: 'split-percentage' },
      children,
      schema: {
        type: 'object',
        properties: { registration: { type: 'number', minimum: 0, maximum: 100, title: 'Immatriculation' }, seats: { type: 'number', minimum: 0, maximum: 100, title: 'Sièges' } },
        additionalProperties: false,
      },
      uiSchema: { 'ui:field': 'splitPercentage', 'ui:options': { components: [{ name: 'registration', label: 'Immatriculation' }, { name: 'seats', label: 'Sièges' }] } },
    },
    {
      field: { name: 'cov', type: 'coverage-tile', options: [{ key: 'standard', value: T('Standard', 'Standard'), options: [{ key: '1000000', value: T('$1,000,000', '1 000 000 $') }] }] },
      schema: {
        type: 'object',
        properties: { key: { type: 'string', enum: ['standard'] }, limit: { type: ['number', 'null'] } },
        required: ['key'],
        additionalProperties: false,
        allOf: [{ if: { properties: { key: { const: 'standard' } }, required: ['key'] }, then: { properties: { limit: { enum: [1000000, null] } } } }],
      },
      uiSchema: { 'ui:field': 'coverageTile', 'ui:options': { requiredRuleField: 'required_rule_coverage', options: [{ key: 'standard', label: 'Standard' }] } },
    },
    { field: { name: 'a', type: 'finance-tile' }, schema: { type: 'string', enum: ['yearly', 'monthly'] }, uiSchema: { 'ui:widget': 'financeTile', 'ui:options': {} } },
    {
      field: { name: 'a', type: 'finance-tile', markdownText: T('Call us for a financing quote.', 'Appelez-nous pour une soumission de financement.') },
      schema: { type: 'string', enum: ['yearly', 'monthly'] },
      uiSchema: { 'ui:widget': 'financeTile', 'ui:options': { unavailableMessage: 'Appelez-nous pour une soumission de financement.' } },
    },
    {
      field: { name: 'a', type: 'finance-tile', options: [{ key: 'yearly', value: T('Yearly', 'Annuel') }, { key: 'monthly', value: T('Monthly', 'Mensuel'), tags: [{ key: 'selected', value: true }] }] },
      schema: { type: 'string', enum: ['yearly', 'monthly'], default: 'monthly' },
      uiSchema: { 'ui:widget': 'financeTile', 'ui:options': { options: [{ key: 'yearly', label: 'Annuel' }, { key: 'monthly', label: 'Mensuel', selected: true }] } },
    },
    { field: { name: 'tab', type: 'custom-tab', label: T('Aircraft', 'Aéronefs'), components: [{ name: 'x', type: 'textbox' }] }, schema: undefined, uiSchema: {} },
    { field: { name: 'acc', type: 'custom-accordion', label: T('Claims', 'Sinistres'), components: [{ name: 'x', type: 'textbox' }] }, schema: undefined, uiSchema: {} },
    { field: { name: 'a', type: 'answer', options: provinces }, schema: { type: 'string', enum: ['ON', 'QC'] }, uiSchema: { 'ui:widget': 'hidden' } },
  ];

  it.each(cases)('$field.type ($field.name)', ({ field, numeric, children: kids, schema, uiSchema }) => {
    const out = compile(field, { numeric, children: kids });
    expect(out.schema).toEqual(schema);
    expect(out.uiSchema).toEqual(uiSchema);
  });

  it('covers every registered type', () => {
    expect(new Set(cases.map((c) => c.field.type))).toEqual(new Set(FIELD_TYPE_NAMES));
  });
});

describe('field type modules: an option marked selected is the JSON Schema default', () => {
  const picked = [provinces[0]!, { ...provinces[1]!, selected: true }];
  const cases: { type: string; options: LayoutField['options']; default: unknown }[] = [
    { type: 'dropdown', options: picked, default: 'QC' },
    { type: 'radio', options: picked, default: 'QC' },
    { type: 'radio card', options: picked, default: 'QC' },
    { type: 'radio-dropdown', options: picked, default: 'QC' },
    { type: 'insurance-tile', options: picked, default: 'QC' },
    { type: 'finance-tile', options: [{ key: 'yearly', value: T('Yearly', 'Annuel'), selected: true }, { key: 'monthly', value: T('Monthly', 'Mensuel') }], default: 'yearly' },
    { type: 'finance-tile', options: [{ key: 'yearly', value: T('Yearly', 'Annuel') }, { key: 'monthly', value: T('Monthly', 'Mensuel'), tags: [{ key: 'selected', value: 'true' }] }], default: 'monthly' },
    { type: 'multicheckbox', options: [...picked, { key: 'NB', value: T('New Brunswick', 'Nouveau-Brunswick'), selected: true }], default: { ON: 'n', QC: 'y', NB: 'y' } },
  ];

  it.each(cases)('$type', ({ type, options, default: expected }) => {
    expect(compile({ name: 'a', type, options }).schema?.default).toEqual(expected);
  });

  it.each(['dropdown', 'radio', 'multicheckbox'])('%s: no option selected, no default', (type) => {
    expect(compile({ name: 'a', type, options: provinces }).schema).not.toHaveProperty('default');
  });

  it.each(['dropdown', 'radio', 'radio card', 'radio-dropdown', 'insurance-tile'])('%s: two selected options are a layout error', (type) => {
    const field: LayoutField = { name: 'a', type, options: provinces.map((o) => ({ ...o, selected: true })) };
    expect(() => compile(field)).toThrow(new LayoutError([{ file: 'f.json', path: 'options[1]', message: `only one option of a ${type} field can be selected (options[0] and options[1] are)` }]));
  });
});

describe('field type modules: configuration errors name the property', () => {
  const errors: { field: LayoutField; path: string; message: string }[] = [
    { field: { name: 'a', type: 'dropdown' }, path: 'options', message: 'a dropdown field needs at least one option' },
    { field: { name: 'a', type: 'multicheckbox', options: [] }, path: 'options', message: 'a multicheckbox field needs at least one option' },
    { field: { name: 'a', type: 'radiosliderv2', options: [{ key: 'yes', value: T('Yes', 'Oui') }] }, path: 'options', message: 'option key "yes" is not allowed: a radiosliderv2 field stores "y" or "n"' },
    { field: { name: 'a', type: 'finance-tile', options: [{ key: 'weekly', value: T('Weekly', 'Hebdo') }] }, path: 'options', message: 'option key "weekly" is not allowed: a finance-tile stores "yearly" or "monthly"' },
    { field: { name: 'a', type: 'markdowntext' }, path: 'markdownText', message: 'a markdowntext field needs markdownText' },
    { field: { name: 'a', type: 'terms-box' }, path: 'markdownText', message: 'a terms-box field needs markdownText' },
    { field: { name: 'a', type: 'dynamiclink', label: T('Go', 'Aller') }, path: 'tags', message: 'a dynamiclink field needs a tag href' },
    { field: { name: 'a', type: 'typeahead', tags: [{ key: 'lookup_min_length', value: 'four' }] }, path: 'tags', message: 'tag lookup_min_length must be a whole number, not "four"' },
    { field: { name: 'a', type: 'registration-mark', tags: [{ key: 'fills', value: 'make_model=COMMON_NAME' }] }, path: 'tags', message: 'tag fills is field:property pairs separated by commas, not "make_model=COMMON_NAME"' },
    { field: { name: 'a', type: 'multifieldv2' }, path: 'components', message: 'a multifieldv2 field needs components' },
    { field: { name: 'a', type: 'split-percentage' }, path: 'components', message: 'a split-percentage field needs components' },
    { field: { name: 'a', type: 'custom-tab', label: T('A', 'A') }, path: 'components', message: 'a custom-tab panel needs components' },
    { field: { name: 'a', type: 'custom-accordion', components: [{ name: 'x', type: 'textbox' }] }, path: 'label', message: 'a custom-accordion panel needs a label (the panel title)' },
    {
      field: { name: 'a', type: 'coverage-tile', options: [{ key: 's', value: T('S', 'S'), options: [{ key: 'lots', value: T('Lots', 'Beaucoup') }] }] },
      path: 'options[0].options[0].key',
      message: 'limit key "lots" must be a number',
    },
  ];

  it.each(errors)('$field.type: $message', ({ field, path, message }) => {
    const kids = field.type === 'multifieldv2' || field.type === 'split-percentage' ? { ...children, order: [] } : undefined;
    expect(() => compile(field, { children: kids })).toThrow(new LayoutError([{ file: 'f.json', path, message }]));
  });

  it('the max_items tag of a multifieldv2 must be a whole number', () => {
    const field: LayoutField = { name: 'a', type: 'multifieldv2', tags: [{ key: 'max_items', value: 'ten' }] };
    expect(() => compile(field, { children })).toThrow('tag max_items must be a whole number of at least 1, not "ten"');
  });
});

describe('field type registry', () => {
  it('offers the types the layout schema suggests to analysts, no more, no fewer', () => {
    expect(FIELD_TYPE_NAMES).toEqual(layoutSchema.$defs.Field.properties.type.examples);
  });

  it('does not treat Object.prototype names as types', () => {
    expect(fieldType('toString')).toBeUndefined();
    expect(fieldType('constructor')).toBeUndefined();
  });
});
