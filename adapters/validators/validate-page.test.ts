import { describe, expect, it } from 'vitest';
import { field, handLayout } from '../rules/testing/hand-layout';
import type { CompiledLayout } from '../types';
import { checkPage, prepareForSave, toFieldErrorMap, validateField, validatePage } from './index';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 30 },
    revenue: { type: 'number', minimum: 0, maximum: 50000000 },
    province: { type: 'string', enum: ['ON', 'QC'] },
    has_claims: { type: 'string', enum: ['y', 'n'] },
    claim_details: { type: 'string' },
    email: { type: 'string', format: 'email' },
    insurer: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' } }, required: ['key'], additionalProperties: false },
    pilots: { type: 'array', maxItems: 2, items: { type: 'object', properties: { pname: { type: 'string' } }, required: ['pname'] } },
  },
  required: ['name', 'revenue', 'province', 'claim_details'],
};

function page(locale: 'en-CA' | 'fr-CA' = 'en-CA'): CompiledLayout {
  return handLayout(
    [
      field('name', { label: locale === 'en-CA' ? 'Name' : 'Nom', validations: [{ name: 'required' }] }),
      field('revenue', { label: 'Revenue', numeric: true }),
      field('province', { label: 'Province', type: 'dropdown' }),
      field('has_claims', { label: 'Claims' }),
      field('claim_details', { label: 'Claim details', validations: [{ name: 'required' }] }),
      field('email', { label: 'Email' }),
      field('insurer', { label: 'Insurer', type: 'typeahead' }),
      field('pilots', { label: 'Pilots', type: 'multifieldv2' }),
      field('pilots.*.pname', { label: 'Pilot name' }),
      field('locked', { label: 'Locked', validations: [{ name: 'required' }] }),
    ],
    { locale, schema, hash: `page-${locale}`, rules: { visible: { claim_details: { '==': [{ var: 'has_claims' }, 'y'] } }, staticDisabled: ['locked'] } },
  );
}

const VALID = { name: 'Ann', revenue: '$1,000,000', province: 'ON', has_claims: 'n' };
const fields = (errors: { field: string }[]) => errors.map((e) => e.field);

describe('validatePage', () => {
  it('accepts a valid page: amounts with $ and commas, hidden required field left empty', () => {
    expect(validatePage(page(), VALID)).toEqual([]);
  });

  it('a shown required field is required; its hidden value is not saved', () => {
    expect(validatePage(page(), { ...VALID, has_claims: 'y' })).toEqual([
      { field: 'claim_details', label: 'Claim details', message: 'This field is required.', id: 'validation.required' },
    ]);
    expect(prepareForSave(page(), { ...VALID, claim_details: 'old answer' })).toEqual({ name: 'Ann', revenue: 1000000, province: 'ON', has_claims: 'n' });
  });

  it('a field shown by an answer of another step ($answers) is required only while shown, and not kept when hidden', () => {
    const compiled = handLayout([field('name', { label: 'Name' }), field('hull_value', { label: 'Agreed hull value', numeric: true, validations: [{ name: 'required' }] })], {
      schema: { type: 'object', properties: { name: { type: 'string' }, hull_value: { type: 'number' } }, required: ['hull_value'] },
      rules: { visible: { hull_value: { '==': [{ var: '$answers.coverage_type' }, 'hull_liability'] } } },
    });
    const hull = { answers: { coverage_type: 'hull_liability' } };
    const liability = { answers: { coverage_type: 'liability' } };
    expect(fields(validatePage(compiled, { name: 'Ann' }, hull))).toEqual(['hull_value']);
    expect(validatePage(compiled, { name: 'Ann' }, liability)).toEqual([]);
    expect(checkPage(compiled, { name: 'Ann', hull_value: 5000 }, liability)).toEqual({ errors: [], data: { name: 'Ann' } });
    expect(prepareForSave(compiled, { name: 'Ann', hull_value: '$5,000' }, hull)).toEqual({ name: 'Ann', hull_value: 5000 });
    expect(prepareForSave(compiled, { name: 'Ann', hull_value: '$5,000' }, liability)).toEqual({ name: 'Ann' });
  });

  it('maps schema errors to the field, its label and a localized message', () => {
    const errors = validatePage(page('fr-CA'), { name: 'x'.repeat(31), revenue: '12abc', province: 'BC', has_claims: 'n', email: 'nope', pilots: [{}, { pname: 'A' }, { pname: 'B' }] });
    expect(errors.map((e) => [e.field, e.label, e.message])).toEqual([
      ['name', 'Nom', 'Entrez au plus 30 caractères.'],
      ['revenue', 'Revenue', 'Entrez un nombre.'],
      ['province', 'Province', 'Choisissez l’une des options.'],
      ['email', 'Email', 'Entrez une adresse courriel valide.'],
      ['pilots', 'Pilots', 'Ajoutez au plus 2 entrées.'],
      ['pilots.0.pname', 'Pilot name', 'Ce champ est obligatoire.'],
    ]);
  });

  it('maximum and nested additional properties name the property', () => {
    const errors = validatePage(page(), { ...VALID, revenue: 60000000, insurer: { key: 'A', value: 'A Co', hack: 1 } });
    expect(errors.map((e) => [e.field, e.label, e.message])).toEqual([
      ['revenue', 'Revenue', 'Enter 50,000,000 or less.'],
      ['insurer', 'Insurer', '"hack" is not a field of this page.'],
    ]);
  });

  it('answers that are no field of the page are errors naming them, at page level and in items', () => {
    const errors = validatePage(page(), { ...VALID, is_admin: true, pilots: [{ pname: 'A', rank: 'captain' }] });
    expect(errors.map((e) => [e.field, e.label, e.message])).toEqual([
      ['pilots.0.rank', 'rank', '"rank" is not a field of this page.'],
      ['is_admin', 'is_admin', '"is_admin" is not a field of this page.'],
    ]);
  });

  it('one error per field, the most telling first', () => {
    const errors = validatePage(page(), { ...VALID, name: 42 });
    expect(errors).toEqual([{ field: 'name', label: 'Name', message: 'Enter text.', id: 'validation.type' }]);
  });

  it('disabled fields are not checked for what the user cannot change', () => {
    expect(fields(validatePage(page(), VALID))).not.toContain('locked');
  });

  it.each([
    ['null', null, ['', 'name', 'revenue', 'province']],
    ['an array', [1, 2], ['', 'name', 'revenue', 'province']],
    ['a string', 'hello', ['', 'name', 'revenue', 'province']],
    ['null answers', { name: null, revenue: null, province: null, has_claims: null }, ['name', 'revenue', 'province', 'has_claims']],
    ['arrays where objects are expected', { ...VALID, insurer: [1], pilots: {} }, ['insurer', 'pilots']],
    ['objects where text is expected', { ...VALID, name: { $gt: '' } }, ['name']],
    ['numbers written with symbols', { ...VALID, revenue: '1,00,0$x' }, ['revenue']],
    ['markup', { ...VALID, name: '<script>alert(1)</script>' }, ['name']],
    ['a 1 MB string', { ...VALID, name: 'x'.repeat(1024 * 1024) }, ['name']],
    ['a 1 MB key', { ...VALID, ['k'.repeat(1024 * 1024)]: 1 }, ['k'.repeat(1024 * 1024)]],
    ['a __proto__ key', JSON.parse('{"name":"Ann","revenue":1,"province":"ON","__proto__":{"polluted":true}}'), ['__proto__']],
    ['infinity', { ...VALID, revenue: Number.POSITIVE_INFINITY }, ['revenue']],
  ])('never throws on %s', (_name, data, failing) => {
    const errors = validatePage(page(), data as never);
    expect(fields(errors)).toEqual(failing);
    for (const e of errors) expect(typeof e.message).toBe('string');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports a page whose data cannot be read in the page language', () => {
    expect(validatePage(page('fr-CA'), null as never)[0]).toEqual({
      field: '',
      label: 'Hand page',
      message: 'Les réponses n’ont pas pu être lues. Rechargez la page et réessayez.',
      id: 'validation.form',
    });
  });

  it('markup and overlong answers have their own messages', () => {
    const byField = toFieldErrorMap(validatePage(page(), { ...VALID, name: '<b>Ann</b>', claim_details: 'x', email: 'y'.repeat(10001) }));
    expect(byField.name).toBe('Remove the < and > characters and what is between them.');
    expect(byField.email).toBe('This answer is too long: enter at most 10,000 characters.');
  });

  it('a broken compiled layout gives an error, not an exception', () => {
    const broken = { ...page(), schema: { type: 'object', properties: { a: { type: 'no-such-type' } } }, meta: { ...page().meta, hash: 'broken' } };
    expect(validatePage(broken, VALID).map((e) => e.id)).toContain('validation.unexpected');
    expect(validatePage({} as never, VALID).map((e) => e.id)).toEqual(['validation.unexpected']);
  });

  it('checkPage (the server’s save) answers what validatePage and prepareForSave answer, in one evaluation', () => {
    const hiddenAnswer = { ...VALID, claim_details: 'dropped while hidden' };
    expect(checkPage(page(), hiddenAnswer)).toEqual({ errors: [], data: prepareForSave(page(), hiddenAnswer) });
    expect(checkPage(page(), hiddenAnswer).data).toEqual({ name: 'Ann', revenue: 1000000, province: 'ON', has_claims: 'n' });
    const invalid = { ...VALID, has_claims: 'y', revenue: -5 };
    expect(checkPage(page('fr-CA'), invalid).errors).toEqual(validatePage(page('fr-CA'), invalid));
    expect(fields(checkPage(page(), invalid).errors)).toEqual(['revenue', 'claim_details']);
  });

  it('validateField keeps the errors of one field and what it holds', () => {
    // two items: a sole empty item of an optional list would be dropped (optional-items.test.ts)
    expect(fields(validateField(page(), { ...VALID, pilots: [{}, { pname: 'A' }] }, 'pilots'))).toEqual(['pilots.0.pname']);
  });

  it('toFieldErrorMap keeps the first message per field', () => {
    expect(toFieldErrorMap([{ field: 'a', label: 'A', message: 'one' }, { field: 'a', label: 'A', message: 'two' }, { field: 'b', label: 'B', message: 'three' }])).toEqual({ a: 'one', b: 'three' });
  });

  it('compiles the schema once per layout version and answers a 300-field page quickly', () => {
    const many = Array.from({ length: 300 }, (_, i) => field(`f${i}`, { label: `Field ${i}`, validations: i % 3 === 0 ? [{ name: 'required' }, { name: 'maxLength', params: { value: 20 } }] : [] }));
    const big = handLayout(many, {
      hash: 'big',
      schema: { type: 'object', properties: Object.fromEntries(many.map((f) => [f.path, { type: 'string', maxLength: 50 }])), required: many.filter((_, i) => i % 3 === 0).map((f) => f.path) },
      rules: { visible: Object.fromEntries(many.slice(0, 100).map((f, i) => [f.path, { '!=': [{ var: `f${i + 100}` }, 'hide'] }])) },
    });
    const data = Object.fromEntries(many.map((f) => [f.path, 'answer']));
    let start = performance.now();
    expect(validatePage(big, data)).toEqual([]);
    const cold = performance.now() - start;
    start = performance.now();
    for (let i = 0; i < 50; i++) validatePage(big, { ...data });
    const warm = (performance.now() - start) / 50;
    // the first call compiles the schema; later calls reuse it (bench/adapter reports real figures)
    expect(warm).toBeLessThan(cold / 5);
  });
});
