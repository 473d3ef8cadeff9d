/**
 * The layout features of issue 13 through compileLayout + evaluate / validatePage, as the browser
 * and the server run them: option rules, warnings, `$context`, rule-disabled fields, clear_on_change.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCompileCache, compileLayout } from '../compile';
import { LayoutError, type CompileContext, type I18nText, type LayoutField, type LayoutPage } from '../types';
import { prepareForSave, validatePage } from '../validators';
import { clearOnChange, evaluate, prefilledAnswers } from './index';

const T = (en: string, fr: string): I18nText => ({ 'en-CA': en, 'fr-CA': fr });
const EN: CompileContext = { locale: 'en-CA', program: 'CANGLDWNG', applicationType: 'NEW', role: 'applicant', file: 'pages/p.json' };
const opt = (key: string, extra: Record<string, unknown> = {}) => ({ key, value: T(key, `${key} (fr)`), ...extra });
const seatsOver = (n: number) => ({ rules: { visible: { '<=': [{ var: 'seats' }, n] } } });

const page = (fields: LayoutField[]): LayoutPage => ({
  route_name: 'p',
  title: T('Page', 'Page'),
  form_container: { rows: [{ sections: [{ fields }] }] },
});
const seats: LayoutField = { name: 'seats', type: 'textbox', label: T('Seats', 'Places'), tags: [{ key: 'number', value: true }] };
const problems = (p: LayoutPage) => {
  try {
    compileLayout(p, EN);
    return [];
  } catch (e) {
    return (e as LayoutError).problems.map((x) => `${x.path}: ${x.message}`);
  }
};

beforeEach(() => clearCompileCache());

describe('option rules (visible)', () => {
  const limit: LayoutField = {
    name: 'limit',
    type: 'dropdown',
    label: T('Limit', 'Limite'),
    options: [opt('1000000', { selected: true, ...seatsOver(4) }), opt('2000000'), opt('100000', seatsOver(2))],
  };
  const compiled = compileLayout(page([seats, limit]), EN);

  it('lists the options not offered, per field', () => {
    expect(evaluate(compiled, { seats: 2, limit: '2000000' }).hiddenOptions).toEqual({});
    expect(evaluate(compiled, { seats: 3, limit: '2000000' }).hiddenOptions).toEqual({ limit: ['100000'] });
    expect(evaluate(compiled, { seats: 6, limit: '2000000' }).hiddenOptions).toEqual({ limit: ['1000000', '100000'] });
  });

  it('refuses an answer that is not offered, naming the field, in both languages', () => {
    expect(validatePage(compiled, { seats: 3, limit: '100000' })).toEqual([
      { field: 'limit', label: 'Limit', message: 'This answer is not one of the choices offered. Choose another.', id: 'validation.optionNotOffered' },
    ]);
    const fr = compileLayout(page([seats, limit]), { ...EN, locale: 'fr-CA' });
    expect(validatePage(fr, { seats: 3, limit: '100000' }).map((e) => [e.label, e.message])).toEqual([
      ['Limite', 'Cette réponse ne fait pas partie des choix offerts. Choisissez-en une autre.'],
    ]);
    expect(validatePage(compiled, { seats: 2, limit: '100000' })).toEqual([]);
  });

  it('does not pre-select a hidden option', () => {
    expect(prepareForSave(compiled, { seats: 2 })).toEqual({ seats: 2, limit: '1000000' });
    expect(prepareForSave(compiled, { seats: 6 })).toEqual({ seats: 6 });
    // the browser fills the default in itself: it is dropped the same way
    expect(evaluate(compiled, { seats: 6, limit: '1000000' }).data).toEqual({ seats: 6 });
  });

  it('a check box list refuses a hidden box ticked against its default, and drops its default', () => {
    const boxes: LayoutField = { name: 'extras', type: 'multicheckbox', label: T('Extras', 'Extras'), options: [opt('cyber', { selected: true, ...seatsOver(4) }), opt('crime', seatsOver(5)), opt('fraud')] };
    const c = compileLayout(page([seats, boxes]), EN);
    expect(prepareForSave(c, { seats: 6 })).toEqual({ seats: 6, extras: { fraud: 'n' } });
    expect(validatePage(c, { seats: 6, extras: { cyber: 'y', crime: 'n', fraud: 'y' } })).toEqual([]);
    expect(validatePage(c, { seats: 6, extras: { crime: 'y', fraud: 'n' } }).map((e) => e.field)).toEqual(['extras']);
    expect(validatePage(c, { seats: 5, extras: { crime: 'y', fraud: 'n' } })).toEqual([]);
  });

  it('a coverage tile refuses a hidden tile or a hidden limit of its tile', () => {
    const tile: LayoutField = {
      name: 'cov',
      type: 'coverage-tile',
      label: T('Coverage', 'Protection'),
      options: [opt('basic', { options: [opt('100000', seatsOver(2)), opt('1000000')] }), opt('premier', { ...seatsOver(4), options: [opt('1000000')] })],
    };
    const c = compileLayout(page([seats, tile]), EN);
    expect(evaluate(c, { seats: 6 }).hiddenOptions).toEqual({ cov: ['basic/100000', 'premier'] });
    const flag = { required_rule_coverage: 'y' };
    expect(validatePage(c, { seats: 6, cov: { key: 'basic', limit: 1000000 }, ...flag })).toEqual([]);
    expect(validatePage(c, { seats: 6, cov: { key: 'basic', limit: 100000 }, ...flag }).map((e) => e.field)).toEqual(['cov']);
    expect(validatePage(c, { seats: 6, cov: { key: 'premier', limit: 1000000 }, ...flag }).map((e) => e.field)).toEqual(['cov']);
    expect(validatePage(c, { seats: 2, cov: { key: 'basic', limit: 100000 }, ...flag })).toEqual([]);
  });

  it('per item inside a multi-field, reading the item', () => {
    const list: LayoutField = {
      name: 'aircraft',
      type: 'multifieldv2',
      label: T('Aircraft', 'Aéronefs'),
      components: [{ ...seats }, { ...limit, options: [opt('100000', { rules: { visible: { '<=': [{ var: 'aircraft.*.seats' }, 2] } } }), opt('2000000')] }],
    };
    const c = compileLayout(page([list]), EN);
    const out = evaluate(c, { aircraft: [{ seats: 2 }, { seats: 6 }] });
    expect(out.hiddenOptions).toEqual({ 'aircraft.1.limit': ['100000'] });
    expect(validatePage(c, { aircraft: [{ seats: 6, limit: '100000' }] }).map((e) => e.field)).toEqual(['aircraft.0.limit']);
  });
});

describe('warnings', () => {
  const begin: LayoutField = {
    name: 'begin',
    type: 'calendar',
    label: T('Begin date', 'Date de début'),
    rules: { warning: { when: { '<': [{ var: 'begin' }, { today: [] }] }, message: T('This date is in the past.', 'Cette date est passée.') } },
  };
  const compiled = compileLayout(page([begin]), EN);

  it('are returned while their rule holds, never as errors', () => {
    const past = evaluate(compiled, { begin: '2026-05-01' }, { today: '2026-06-01' });
    expect(past.warnings).toEqual([{ field: 'begin', label: 'Begin date', message: 'This date is in the past.' }]);
    expect(past.errors).toEqual([]);
    expect(validatePage(compiled, { begin: '2026-05-01' }, { today: '2026-06-01' })).toEqual([]);
    expect(evaluate(compiled, { begin: '2026-06-15' }, { today: '2026-06-01' }).warnings).toEqual([]);
    expect(evaluate(compileLayout(page([begin]), { ...EN, locale: 'fr-CA' }), { begin: '2026-05-01' }, { today: '2026-06-01' }).warnings[0]?.message).toBe('Cette date est passée.');
  });
});

describe('$context', () => {
  const review: LayoutField = {
    name: 'client_review',
    type: 'radio',
    label: T('Client review', 'Revue du client'),
    options: [opt('y'), opt('n')],
    rules: { visible: { and: [{ '!=': [{ var: '$context.application_type' }, 'NEW'] }, { '==': [{ var: '$context.client' }, 'CANGLDWNG'] }] } },
  };
  const p = page([review]);

  it('reads the application type and the client code of the compile context', () => {
    expect(evaluate(compileLayout(p, EN), { client_review: 'y' }).hidden).toEqual(['client_review']);
    expect(evaluate(compileLayout(p, { ...EN, applicationType: 'RENEWAL' }), { client_review: 'y' }).data).toEqual({ client_review: 'y' });
    expect(evaluate(compileLayout(p, { ...EN, applicationType: 'RENEWAL', program: 'CANWINGS' }), { client_review: 'y' }).hidden).toEqual(['client_review']);
  });
});

describe('rule-disabled fields', () => {
  const parent: LayoutField = { name: 'licensed', type: 'radio', label: T('Licensed?', 'Titulaire?'), options: [opt('y'), opt('n')] };
  const nested: LayoutField = {
    name: 'licence_type',
    type: 'textbox',
    label: T('Licence type', 'Type de permis'),
    tags: [{ key: 'parent', value: 'licensed' }, { key: 'action', value: 'disable' }, { key: 'equals', value: 'n' }],
    validations: [{ name: 'required' }, { name: 'minLength', params: { min: 3 } }],
  };
  const byRule: LayoutField = { name: 'years', type: 'textbox', label: T('Years', 'Années'), tags: [{ key: 'number', value: true }], rules: { disabled: { '==': [{ var: 'licensed' }, 'n'] } }, validations: [{ name: 'required' }] };
  const total: LayoutField = { name: 'total', type: 'textbox', label: T('Total', 'Total'), tags: [{ key: 'number', value: true }], rules: { disabled: true, value: { '+': [1, 1] } } };
  const compiled = compileLayout(page([parent, nested, byRule, total]), EN);

  it('are not required, not checked, and their answers are cleared; a calculated one keeps its value', () => {
    const out = evaluate(compiled, { licensed: 'n', licence_type: 'x', years: 4 });
    expect(out.disabled.sort()).toEqual(['licence_type', 'total', 'years']);
    expect(out.data).toEqual({ licensed: 'n', total: 2 });
    expect(validatePage(compiled, { licensed: 'n', licence_type: 'x' })).toEqual([]);
    expect(validatePage(compiled, { licensed: 'y', licence_type: 'x' }).map((e) => e.field)).toEqual(['licence_type', 'years']);
    expect(prepareForSave(compiled, { licensed: 'y', licence_type: 'PPL', years: 4 })).toEqual({ licensed: 'y', licence_type: 'PPL', years: 4, total: 2 });
  });

  it('a field tagged keep_answer is disabled by its rule, not checked, and keeps its answer', () => {
    const begin: LayoutField = {
      name: 'begin', type: 'calendar', label: T('Begin date', 'Date de début'), tags: [{ key: 'keep_answer', value: true }],
      rules: { disabled: { '!=': [{ var: '$context.application_type' }, 'NEW'] } }, validations: [{ name: 'required' }, { name: 'minDate', params: { min: '$date' } }],
    };
    const renewal = compileLayout(page([begin]), { ...EN, applicationType: 'RENEWAL' });
    expect(evaluate(renewal, { begin: '2020-01-01' })).toMatchObject({ disabled: ['begin'], data: { begin: '2020-01-01' } });
    expect(validatePage(renewal, { begin: '2020-01-01' })).toEqual([]);
    expect(prepareForSave(renewal, { begin: '2020-01-01' })).toEqual({ begin: '2020-01-01' });
    const fresh = compileLayout(page([begin]), { ...EN, applicationType: 'NEW' });
    expect(validatePage(fresh, { begin: '2020-01-01' }).map((e) => e.field)).toEqual(['begin']);
  });

  describe('with the saved answers (docs/requirements.md §2.11)', () => {
    // the aviation renewal: locked while the begin date is today or later, editable once past
    const begin: LayoutField = {
      name: 'begin', type: 'calendar', label: T('Begin date', 'Date de début'), tags: [{ key: 'keep_answer', value: true }],
      validations: [{ name: 'required' }, { name: 'minDate', params: { min: '$date' } }],
      rules: { disabled: { and: [{ '!=': [{ var: '$context.application_type' }, 'NEW'] }, { '>=': [{ var: 'begin' }, { today: [] }] }] } },
    };
    const end: LayoutField = { name: 'end', type: 'calendar', label: T('End date', 'Date de fin'), disabled: true, rules: { value: { coverage_end_date: [{ var: 'begin' }] } } };
    const renewal = compileLayout(page([begin, end]), { ...EN, applicationType: 'RENEWAL' });
    const today = '2026-06-01';

    it('the rule is decided on the saved answers: a past saved date stays editable while a later one is typed', () => {
      const typed = evaluate(renewal, { begin: '2026-06-20' }, { today, saved: { begin: '2026-05-01' } });
      expect(typed.disabled).toEqual(['end']);
      expect(validatePage(renewal, { begin: '2026-06-20' }, { today, saved: { begin: '2026-05-01' } })).toEqual([]);
      expect(validatePage(renewal, { begin: '2026-05-01' }, { today, saved: { begin: '2026-05-01' } }).map((e) => e.field)).toEqual(['begin']);
      // without the saved answers, the typed ones decide
      expect(evaluate(renewal, { begin: '2026-06-20' }, { today }).disabled.sort()).toEqual(['begin', 'end']);
    });

    it('a saved date the rule locks is kept: the same answer passes, another or none is refused', () => {
      const saved = { begin: '2026-07-01', end: '2027-07-01' };
      expect(evaluate(renewal, { begin: '2026-07-01' }, { today, saved }).disabled.sort()).toEqual(['begin', 'end']);
      expect(validatePage(renewal, { begin: '2026-07-01' }, { today, saved })).toEqual([]);
      const changed = validatePage(renewal, { begin: '2026-08-01' }, { today, saved });
      expect(changed).toEqual([{ field: 'begin', label: 'Begin date', message: 'This answer was saved and cannot be changed.', id: 'validation.keptAnswer' }]);
      expect(validatePage(renewal, {}, { today, saved }).map((e) => e.field)).toEqual(['begin']);
      const fr = compileLayout(page([begin, end]), { ...EN, locale: 'fr-CA', applicationType: 'RENEWAL' });
      expect(validatePage(fr, { begin: '2026-08-01' }, { today, saved }).map((e) => e.message)).toEqual(['Cette réponse a été enregistrée et ne peut pas être modifiée.']);
    });

    it('nothing saved yet: the date is asked, and a renewal may not start in the past', () => {
      expect(evaluate(renewal, {}, { today, saved: {} }).disabled).toEqual(['end']);
      expect(validatePage(renewal, { begin: '2026-05-01' }, { today, saved: {} }).map((e) => e.field)).toEqual(['begin']);
      expect(validatePage(renewal, { begin: '2026-06-01' }, { today, saved: {} })).toEqual([]);
    });
  });

  it('a field disabled by the layout or for staff keeps its answer', () => {
    const fixed: LayoutField = { name: 'code', type: 'textbox', label: T('Code', 'Code'), disabled: true };
    const c = compileLayout(page([fixed]), { ...EN, role: 'csr' });
    expect(evaluate(c, { code: 'A1' }).data).toEqual({ code: 'A1' });
  });
});

describe('clear_on_change', () => {
  const limit: LayoutField = { name: 'limit', type: 'dropdown', label: T('Limit', 'Limite'), options: [opt('1'), opt('2')] };
  const deductible: LayoutField = { name: 'deductible', type: 'dropdown', label: T('Deductible', 'Franchise'), options: [opt('500'), opt('1000')], tags: [{ key: 'clear_on_change', value: 'limit, plan' }] };
  const plan: LayoutField = { name: 'plan', type: 'textbox', label: T('Plan', 'Plan') };
  const compiled = compileLayout(page([limit, deductible, plan]), EN);

  it('clears the answer when a named field changes, and only then', () => {
    const before = { limit: '1', deductible: '500', plan: 'a' };
    expect(clearOnChange(compiled, before, { ...before, limit: '2' })).toEqual({ limit: '2', plan: 'a' });
    expect(clearOnChange(compiled, before, { ...before, plan: 'b' })).toEqual({ limit: '1', plan: 'b' });
    const same = { ...before, deductible: '1000' };
    expect(clearOnChange(compiled, before, same)).toBe(same);
  });

  it('per item of a multi-field; adding or removing an item clears nothing', () => {
    const list: LayoutField = { name: 'aircraft', type: 'multifieldv2', label: T('Aircraft', 'Aéronefs'), components: [limit, deductible, plan] };
    const c = compileLayout(page([list]), EN);
    const before = { aircraft: [{ limit: '1', deductible: '500' }, { limit: '1', deductible: '500' }] };
    expect(clearOnChange(c, before, { aircraft: [{ limit: '1', deductible: '500' }, { limit: '2', deductible: '500' }] })).toEqual({
      aircraft: [{ limit: '1', deductible: '500' }, { limit: '2' }],
    });
    const removed = { aircraft: [{ limit: '1', deductible: '500' }] };
    expect(clearOnChange(c, { aircraft: [{ limit: '2', deductible: '1000' }, ...removed.aircraft] }, removed)).toBe(removed);
  });

  it('layouts naming an unknown field are refused', () => {
    const bad = { ...deductible, tags: [{ key: 'clear_on_change', value: 'limit, limt' }] };
    expect(problems(page([limit, bad]))).toEqual([
      '$.form_container.rows[0].sections[0].fields[1].tags: tag clear_on_change names "limt", which is not another answer of this page (field "deductible")',
    ]);
  });
});

describe('prefill from the applicant’s account ($user)', () => {
  const user = { first_name: 'Alice', last_name: 'Agent', email: 'alice@demo.test' };
  const first: LayoutField = { name: 'first_name', type: 'textbox', label: T('First name', 'Prénom'), validations: [{ name: 'required' }], rules: { prefill: { var: '$user.first_name' } } };
  const email: LayoutField = { name: 'email_address', type: 'textbox', label: T('Email', 'Courriel'), disabled: true, rules: { prefill: { var: '$user.email' } } };
  const compiled = compileLayout(page([first, email]), EN);

  it('opens the page with the account in unanswered fields, keeping a typed answer', () => {
    expect(prefilledAnswers(compiled, {}, user)).toEqual({ first_name: 'Alice', email_address: 'alice@demo.test' });
    expect(prefilledAnswers(compiled, { first_name: 'Alicia' }, user).first_name).toBe('Alicia');
    expect(prefilledAnswers(compiled, {}, undefined)).toEqual({});
  });

  it('on a save, replaces the answer of a field the layout disables, whatever was sent; the others are the applicant’s', () => {
    expect(prepareForSave(compiled, { first_name: 'Alice', email_address: 'someone@else.test' }, { user }).email_address).toBe('alice@demo.test');
    expect(evaluate(compiled, {}, { user }).data).toEqual({ email_address: 'alice@demo.test' });
    expect(validatePage(compiled, {}, { user }).map((e) => e.field)).toEqual(['first_name']);
  });

  it('without an account nothing is filled', () => {
    expect(evaluate(compiled, {}, {}).data).toEqual({});
  });

  it('is refused inside a list, naming the rule', () => {
    const list: LayoutField = { name: 'people', type: 'multifieldv2', label: T('People', 'Personnes'), components: [{ ...first }] };
    expect(problems(page([list]))).toContainEqual(expect.stringContaining('components[0].rules.prefill: rule prefill is for a field outside lists'));
  });
});
