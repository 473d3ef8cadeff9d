import { createHash } from 'node:crypto';
import jsonLogic from 'json-logic-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { LayoutError, type CompileContext, type I18nText, type LayoutField, type LayoutPage } from '../types';
import { clearCompileCache, compileLayout } from './compile-layout';
import { layoutHash } from './layout-hash';
import { validatePage } from '../validators';

const T = (en: string, fr: string): I18nText => ({ 'en-CA': en, 'fr-CA': fr });
const EN: CompileContext = { locale: 'en-CA', program: 'CANGLDWNG', applicationType: 'NEW', role: 'applicant', file: 'pages/p.json' };
const FR: CompileContext = { ...EN, locale: 'fr-CA' };

function pageOf(fields: LayoutField[], extra: Partial<LayoutPage> = {}): LayoutPage {
  return {
    route_name: 'pilot-schedule',
    title: T('Pilots', 'Pilotes'),
    form_container: {
      rows: [{ sections: [{ name: 'main', title: T('Who flies?', 'Qui pilote?'), fields }] }],
      buttons: [{ name: 'continue', type: 'continue', label: T('Continue', 'Continuer') }],
    },
    ...extra,
  };
}

const yn = (name: string, extra: Partial<LayoutField> = {}): LayoutField => ({ name, type: 'radiosliderv2', label: T(name, `${name} (fr)`), ...extra });
const tag = (key: string, value: string | number | boolean) => ({ key, value });
const visibleFor = (rule: unknown, data: Record<string, unknown>) => Boolean(jsonLogic.apply(rule as never, data));

beforeEach(() => clearCompileCache());

describe('compileLayout: languages', () => {
  const page = pageOf(
    [
      {
        name: 'province',
        type: 'dropdown',
        label: T('Province', 'Province ou territoire'),
        tooltip: T('Where you live', 'Où vous habitez'),
        placeholder: T('Choose', 'Choisissez'),
        options: [{ key: 'QC', value: T('Quebec', 'Québec'), shortValue: T('QC', 'Qc') }],
      },
    ],
    { heading: T('Your pilots', 'Vos pilotes') },
  );

  it('resolves every text to the requested locale', () => {
    const fr = compileLayout(page, FR);
    expect(fr.meta.title).toBe('Pilotes');
    expect(fr.meta.heading).toBe('Vos pilotes');
    expect(fr.meta.layout[0]!.sections[0]!.title).toBe('Qui pilote?');
    expect(fr.meta.buttons).toEqual([{ name: 'continue', type: 'continue', label: 'Continuer' }]);
    expect(fr.schema.properties).toEqual({ province: { type: 'string', enum: ['QC'], title: 'Province ou territoire' } });
    expect(fr.uiSchema.province).toEqual({
      'ui:widget': 'dropdown',
      'ui:placeholder': 'Choisissez',
      'ui:options': { options: [{ key: 'QC', label: 'Québec', shortLabel: 'Qc' }], tooltip: 'Où vous habitez', placeholder: 'Choisissez' },
    });
    expect(fr.meta.fields.province!.label).toBe('Province ou territoire');
  });

  it('gives English to en-CA from the same page', () => {
    const en = compileLayout(page, EN);
    expect(en.meta.title).toBe('Pilots');
    expect((en.schema.properties as Record<string, { title: string }>).province!.title).toBe('Province');
  });

  it('an error_label names the field in errors, in the page language; the question keeps its label', () => {
    const confirm: LayoutField = {
      name: 'qa_confirm', type: 'checkbox', label: T('I confirm that the information is true.', 'Je confirme que les renseignements sont véridiques.'),
      error_label: T('Confirmation', 'Confirmation des renseignements'), validations: [{ name: 'required' }],
    };
    const fr = compileLayout(pageOf([confirm]), FR);
    expect(fr.meta.fields.qa_confirm).toMatchObject({ label: 'Je confirme que les renseignements sont véridiques.', errorLabel: 'Confirmation des renseignements' });
    expect(validatePage(fr, { qa_confirm: 'n' }).map((e) => e.label)).toEqual(['Confirmation des renseignements']);
    expect(validatePage(compileLayout(pageOf([confirm]), EN), {}).map((e) => e.label)).toEqual(['Confirmation']);
    expect(compileLayout(pageOf([yn('has_claims')]), EN).meta.fields.has_claims!.errorLabel).toBeUndefined();
  });
});

describe('compileLayout: schema, uiSchema and meta', () => {
  const page = pageOf([
    { name: 'intro', type: 'markdowntext', markdownText: T('Hello', 'Bonjour') },
    { name: 'hours', type: 'textbox', label: T('Hours', 'Heures'), tags: [tag('number', true), tag('min', 0), tag('max', '20000')], validations: [{ name: 'required' }] },
    { name: 'premium', type: 'textbox', label: T('Premium', 'Prime'), tags: [tag('format', 'currency')] },
    { name: 'registration', type: 'textbox', label: T('Registration', 'Immatriculation'), tags: [tag('transform', 'uppercase, trim')] },
    {
      name: 'pilots',
      type: 'multifieldv2',
      label: T('Pilot', 'Pilote'),
      components: [
        { name: 'name', type: 'textbox', label: T('Name', 'Nom'), validations: [{ name: 'required' }] },
        { name: 'born', type: 'calendar', label: T('Born', 'Né le'), maximumDate: '$date', disabledDays: [0] },
      ],
    },
  ]);

  it('emits a draft-07 object of the data fields with required from the required validation', () => {
    const c = compileLayout(page, EN);
    expect(c.schema.required).toEqual(['hours']);
    expect(c.schema.properties).toMatchObject({
      intro: { type: 'null' },
      hours: { type: 'number', minimum: 0, maximum: 20000, title: 'Hours' },
      premium: { type: 'number', title: 'Premium' },
      pilots: { type: 'array', items: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, born: { type: 'string', format: 'date' } } } },
    });
    expect(JSON.stringify(c.schema)).not.toMatch(/"(if|then|else|dependencies)"/);
  });

  it('lays the page out with the page template and the field order', () => {
    const c = compileLayout(page, EN);
    expect(c.uiSchema['ui:ObjectFieldTemplate']).toBe('JourneyPageTemplate');
    expect(c.uiSchema['ui:order']).toEqual(['intro', 'hours', 'premium', 'registration', 'pilots']);
    expect(c.meta.order).toEqual(['intro', 'hours', 'premium', 'registration', 'pilots']);
    expect(c.uiSchema.premium).toEqual({ 'ui:widget': 'textbox', 'ui:options': { tags: { format: 'currency' }, format: 'currency' } });
    expect((c.uiSchema.pilots as Record<string, unknown>).items).toMatchObject({ 'ui:order': ['name', 'born'], born: { 'ui:widget': 'calendar' } });
  });

  it('describes each field by data path, components as list.*.name', () => {
    const c = compileLayout(page, EN);
    expect(Object.keys(c.meta.fields)).toEqual(['intro', 'hours', 'premium', 'registration', 'pilots', 'pilots.*.name', 'pilots.*.born']);
    expect(c.meta.fields.intro).toMatchObject({ display: true, numeric: false });
    expect(c.meta.fields.hours).toMatchObject({ numeric: true, validations: [{ name: 'required' }], tags: { number: true, min: 0, max: '20000' } });
    expect(c.meta.fields.premium!.numeric).toBe(true);
    expect(c.meta.fields.registration!.transform).toEqual(['uppercase', 'trim']);
    expect(c.meta.fields['pilots.*.born']).toEqual({
      name: 'born',
      path: 'pilots.*.born',
      type: 'calendar',
      label: 'Born',
      tags: {},
      validations: [],
      display: false,
      numeric: false,
      transform: [],
      maximumDate: '$date',
      disabledDays: [0],
      parent: 'pilots',
    });
  });
});

describe('compileLayout: display-rule tags become JSON Logic', () => {
  it('shows a field only while the parent equals the value', () => {
    const c = compileLayout(pageOf([yn('has_claims'), { name: 'details', type: 'textbox', tags: [tag('parent', 'has_claims'), tag('action', 'show'), tag('equals', 'y')] }]), EN);
    expect(c.rules.visible.details).toEqual({ '==': [{ var: 'has_claims' }, 'y'] });
    expect(visibleFor(c.rules.visible.details, { has_claims: 'y' })).toBe(true);
    expect(visibleFor(c.rules.visible.details, { has_claims: 'n' })).toBe(false);
  });

  it('hides a field while the parent is greater than a number (compared as numbers)', () => {
    const c = compileLayout(pageOf([{ name: 'weight', type: 'textbox', tags: [tag('number', true)] }, yn('light', { tags: [tag('parent', 'weight'), tag('action', 'hide'), tag('greaterThan', '5000')] })]), EN);
    expect(c.rules.visible.light).toEqual({ '!': { '>': [{ var: 'weight' }, 5000] } });
    expect(visibleFor(c.rules.visible.light, { weight: 12000 })).toBe(false);
    expect(visibleFor(c.rules.visible.light, { weight: 900 })).toBe(true);
  });

  it('disables with lessThan and action disable', () => {
    const c = compileLayout(pageOf([{ name: 'age', type: 'textbox', tags: [tag('number', true)] }, yn('senior', { tags: [tag('parent', 'age'), tag('action', 'disable'), tag('lessThan', 65)] })]), EN);
    expect(c.rules.disabled.senior).toEqual({ '<': [{ var: 'age' }, 65] });
  });

  it('combines the tags with an explicit rules.visible by "and"', () => {
    const explicit = { '==': [{ var: 'province' }, 'ON'] };
    const c = compileLayout(pageOf([yn('has_claims'), yn('province'), yn('details', { tags: [tag('parent', 'has_claims'), tag('equals', 'y')], rules: { visible: explicit } })]), EN);
    expect(c.rules.visible.details).toEqual({ and: [{ '==': [{ var: 'has_claims' }, 'y'] }, explicit] });
    expect(visibleFor(c.rules.visible.details, { has_claims: 'y', province: 'ON' })).toBe(true);
    expect(visibleFor(c.rules.visible.details, { has_claims: 'y', province: 'QC' })).toBe(false);
  });

  it('reads a sibling inside a multi-field item as list.*.name', () => {
    const c = compileLayout(
      pageOf([{ name: 'aircraft', type: 'multifieldv2', components: [yn('is_plane'), yn('turbine', { tags: [tag('parent', 'is_plane'), tag('equals', 'y')] })] }]),
      EN,
    );
    expect(c.rules.visible['aircraft.*.turbine']).toEqual({ '==': [{ var: 'aircraft.*.is_plane' }, 'y'] });
  });

  it('keeps rules.value, rules.disabled and rules.invalid, computing in dependency order', () => {
    const message = T('Too many', 'Trop');
    const c = compileLayout(
      pageOf([
        { name: 'total', type: 'textbox', tags: [tag('number', true)], rules: { value: { '+': [{ var: 'a' }, { var: 'b' }] }, invalid: { when: { '>': [{ var: 'total' }, 10] }, message } } },
        { name: 'b', type: 'textbox', tags: [tag('number', true)], rules: { value: { '*': [{ var: 'a' }, 2] }, disabled: true } },
        { name: 'a', type: 'textbox', tags: [tag('number', true)] },
      ]),
      EN,
    );
    expect(c.rules.compute.map((r) => r.path)).toEqual(['b', 'total']);
    expect(c.rules.disabled).toEqual({ b: true });
    expect(c.rules.invalid).toEqual([{ path: 'total', when: { '>': [{ var: 'total' }, 10] }, message }]);
  });
});

describe('compileLayout: static hidden / disabled and CSR read-only', () => {
  const fields: LayoutField[] = [
    yn('answer'),
    yn('secret', { hidden: true }),
    yn('locked', { disabled: true }),
    yn('note_for_staff', { tags: [tag('csr_editable', true)] }),
    yn('exception'),
    { name: 'intro', type: 'markdowntext', markdownText: T('Hi', 'Salut') },
    { name: 'pilots', type: 'multifieldv2', components: [yn('licensed')] },
  ];

  it('lists layout hidden and disabled fields', () => {
    const c = compileLayout(pageOf(fields), EN);
    expect(c.rules.staticHidden).toEqual(['secret']);
    expect(c.rules.staticDisabled).toEqual(['locked']);
    expect(c.uiSchema.locked).toMatchObject({ 'ui:disabled': true });
  });

  it('makes every data field read-only for a CSR except csrEditable names and csr_editable tags', () => {
    const c = compileLayout(pageOf(fields), { ...EN, role: 'csr', csrEditable: ['exception'] });
    expect(c.rules.staticDisabled).toEqual(['answer', 'secret', 'locked', 'pilots.*.licensed', 'pilots']);
    expect(c.uiSchema.answer).toMatchObject({ 'ui:disabled': true });
    expect(c.uiSchema.exception).not.toHaveProperty('ui:disabled');
  });
});

describe('compileLayout: tabs and accordions', () => {
  const page = pageOf([
    yn('before'),
    { name: 'tab_a', type: 'custom-tab', label: T('Aircraft', 'Aéronefs'), components: [yn('a1'), yn('a2')] },
    { name: 'tab_b', type: 'custom-tab', label: T('Pilots', 'Pilotes'), hidden: true, rules: { visible: { '==': [{ var: 'before' }, 'y'] } }, components: [yn('b1')] },
    { name: 'acc', type: 'custom-accordion', label: T('Claims', 'Sinistres'), components: [yn('c1')] },
    yn('after'),
  ]);

  it('groups consecutive panels of one kind; their fields stay flat at page level', () => {
    const c = compileLayout(page, FR);
    expect(c.meta.layout[0]!.sections[0]!.items).toEqual([
      { kind: 'field', path: 'before' },
      { kind: 'tabs', panels: [{ name: 'tab_a', label: 'Aéronefs', paths: ['a1', 'a2'] }, { name: 'tab_b', label: 'Pilotes', paths: ['b1'] }] },
      { kind: 'accordion', panels: [{ name: 'acc', label: 'Sinistres', paths: ['c1'] }] },
      { kind: 'field', path: 'after' },
    ]);
    expect(c.meta.order).toEqual(['before', 'a1', 'a2', 'b1', 'c1', 'after']);
    expect(Object.keys(c.schema.properties as object)).toEqual(['before', 'a1', 'a2', 'b1', 'c1', 'after']);
    expect(c.meta.fields.tab_a).toMatchObject({ display: true, label: 'Aéronefs', type: 'custom-tab' });
  });

  it('a panel passes its visibility and hidden flag to its fields', () => {
    const c = compileLayout(page, EN);
    expect(c.rules.visible.tab_b).toEqual({ '==': [{ var: 'before' }, 'y'] });
    expect(c.rules.visible.b1).toEqual({ '==': [{ var: 'before' }, 'y'] });
    expect(c.rules.staticHidden).toEqual(['tab_b', 'b1']);
  });
});

describe('compileLayout: memoization', () => {
  const page = pageOf([yn('answer')]);

  it('returns the same object for the same page and context', () => {
    const first = compileLayout(page, EN);
    expect(compileLayout(page, { ...EN })).toBe(first);
  });

  it('finds a copy of the page with the same content by its hash', () => {
    expect(compileLayout(structuredClone(page), EN)).toBe(compileLayout(page, EN));
  });

  it('compiles again for another locale, role or content', () => {
    const en = compileLayout(page, EN);
    expect(compileLayout(page, FR)).not.toBe(en);
    expect(compileLayout(page, { ...EN, role: 'csr' })).not.toBe(en);
    expect(compileLayout(pageOf([yn('other')]), EN)).not.toBe(en);
  });

  it('pins the output to the layout hash', () => {
    expect(compileLayout(page, EN).meta.hash).toBe(layoutHash(page));
  });
});

describe('layoutHash', () => {
  it('is the sha-256 hex of the JSON with sorted keys', () => {
    const page = { title: T('A', 'B'), route_name: 'x', form_container: { rows: [] } } as LayoutPage;
    const canonical = '{"form_container":{"rows":[]},"route_name":"x","title":{"en-CA":"A","fr-CA":"B"}}';
    expect(layoutHash(page)).toBe(createHash('sha256').update(canonical).digest('hex'));
  });

  it('does not depend on key order but does on content', () => {
    const a = { route_name: 'x', title: T('A', 'B'), form_container: { rows: [] } } as LayoutPage;
    const b = { form_container: { rows: [] }, title: { 'fr-CA': 'B', 'en-CA': 'A' }, route_name: 'x' } as LayoutPage;
    expect(layoutHash(a)).toBe(layoutHash(b));
    expect(layoutHash({ ...a, route_name: 'y' })).not.toBe(layoutHash(a));
  });
});

describe('compileLayout: layout errors', () => {
  it('names the unknown type, the field, the file and the JSON path', () => {
    const page = pageOf([yn('ok'), { name: 'first_name', type: 'textbx' }]);
    expect(() => compileLayout(page, EN)).toThrow(LayoutError);
    expect(() => compileLayout(page, EN)).toThrow(
      'pages/p.json: $.form_container.rows[0].sections[0].fields[1].type: unknown field type "textbx" in field "first_name"; known types: ' +
        'textbox, dropdown, radio, radio card, radiosliderv2, custom-radio-slider, checkbox, multicheckbox, calendar, typeahead, registration-mark, ' +
        'markdowntext, dynamiclink, multifieldv2, split-percentage, custom-tab, custom-accordion, coverage-tile, insurance-tile, finance-tile, ' +
        'radio-dropdown, terms-box, answer, attachments',
    );
  });

  it('reports every problem of the page at once', () => {
    const page = pageOf([
      yn('a'),
      yn('a'),
      { name: 'tab', type: 'custom-tab', label: T('T', 'T'), components: [{ name: 'inner', type: 'custom-accordion', label: T('I', 'I'), components: [yn('x')] }] },
      { name: 'code', type: 'textbox', tags: [tag('transform', 'capitalize')] },
      { name: 'amount', type: 'textbox', tags: [tag('min', 0)] },
      yn('shown', { tags: [tag('parent', 'a'), tag('action', 'show')] }),
      yn('loop1', { rules: { value: { var: 'loop2' } } }),
      yn('loop2', { rules: { value: { var: 'loop1' } } }),
    ]);
    let error: LayoutError | undefined;
    try {
      compileLayout(page, EN);
    } catch (e) {
      error = e as LayoutError;
    }
    const at = '$.form_container.rows[0].sections[0].fields';
    expect(error?.problems).toEqual([
      { file: 'pages/p.json', path: `${at}[1].name`, message: `duplicate field name "a" (also at ${at}[0])` },
      { file: 'pages/p.json', path: `${at}[2].components[0].type`, message: 'a custom-accordion panel can only be placed directly in a section (field "inner")' },
      { file: 'pages/p.json', path: `${at}[3].tags`, message: 'tag transform must be uppercase, lowercase or trim, not "capitalize" (field "code")' },
      { file: 'pages/p.json', path: `${at}[4].tags`, message: 'tag min needs a number field (tag number: true or format: currency) (field "amount")' },
      { file: 'pages/p.json', path: `${at}[5].tags[0]`, message: 'a display rule needs exactly one of the tags equals, greaterThan, lessThan (field "shown")' },
      { file: 'pages/p.json', path: `${at}[6].rules.value`, message: 'value rules depend on each other in a circle: loop1 → loop2 → loop1' },
    ]);
  });

  it('does not cache a failed compile', () => {
    const page = pageOf([{ name: 'x', type: 'nope' }]);
    expect(() => compileLayout(page, EN)).toThrow('unknown field type "nope"');
    expect(() => compileLayout(page, EN)).toThrow('unknown field type "nope"');
  });
});

describe('compileLayout: finance tile', () => {
  const page = pageOf([
    {
      name: 'payment_term',
      type: 'finance-tile',
      label: T('How would you like to pay?', 'Comment souhaitez-vous payer?'),
      markdownText: T('Call us to pay monthly.', 'Appelez-nous pour payer mensuellement.'),
    },
  ]);

  it.each([
    [EN, 'Call us to pay monthly.'],
    [FR, 'Appelez-nous pour payer mensuellement.'],
  ])('the quote-unavailable message comes from markdownText (%#)', (ctx, message) => {
    expect((compileLayout(page, ctx).uiSchema.payment_term as { 'ui:options': Record<string, unknown> })['ui:options'].unavailableMessage).toBe(message);
  });
});
