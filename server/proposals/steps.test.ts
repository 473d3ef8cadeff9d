/** Saving a step applies the page's option rules, warnings and `$context` as the browser does (README "For analysts", Rules). */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileLayout } from '../../adapters/compile';
import type { I18nText, LayoutPage } from '../../adapters/types';
import { LayoutStore } from '../config-service/layout-store';
import { checkSteps, type StepContext } from './steps';

const T = (en: string, fr: string): I18nText => ({ 'en-CA': en, 'fr-CA': fr });
const PAGE: LayoutPage = {
  route_name: 'aircraft',
  title: T('Aircraft', 'Aéronef'),
  form_container: {
    rows: [{ sections: [{ fields: [
      { name: 'mtow_kg', type: 'textbox', label: T('Weight (kg)', 'Masse (kg)'), tags: [{ key: 'number', value: true }] },
      {
        name: 'limit',
        type: 'dropdown',
        label: T('Liability limit', 'Limite de responsabilité'),
        options: [{ key: '1000000', value: T('$1,000,000', '1 000 000 $'), rules: { visible: { '<=': [{ var: 'mtow_kg' }, 5000] } } }, { key: '2000000', value: T('$2,000,000', '2 000 000 $') }],
        rules: { warning: { when: { '==': [{ var: 'limit' }, '2000000'] }, message: T('A high limit.', 'Une limite élevée.') } },
      },
      {
        name: 'qa_client_review',
        type: 'checkbox',
        label: T('Client review', 'Revue avec le client'),
        validations: [{ name: 'required' }],
        rules: { disabled: { '==': [{ var: '$context.application_type' }, 'NEW'] } },
      },
      {
        name: 'coverage_begin_date',
        type: 'calendar',
        label: T('Coverage start date', 'Date d’entrée en vigueur de la protection'),
        tags: [{ key: 'keep_answer', value: true }],
        rules: { disabled: { '!=': [{ var: '$context.application_type' }, 'NEW'] } },
      },
    ] }] }],
  },
};

const store = new LayoutStore(
  async () => ({
    pages: [{ client: 'CANGLDWNG', file: 'aircraft.json', page: PAGE, hash: 'h' }],
    journeys: [{ client: 'CANGLDWNG', file: 'journey.json', journey: { client: 'CANGLDWNG', program_path: 'gold-wings', links: [{ route_name: 'aircraft', nav_title: T('Aircraft', 'Aéronef'), category: 'aviation' }] } }],
    problems: [],
  }),
  compileLayout,
);
beforeAll(() => store.reload());

const ctx = (over: Partial<StepContext> = {}): StepContext => ({ locale: 'en-CA', role: 'applicant', applicationType: 'NEW', today: '2026-06-01', ...over });
const save = (form_elements: Record<string, unknown>, over: Partial<StepContext> = {}) =>
  checkSteps(store, 'CANGLDWNG', [{ name: 'AIRCRAFT', completed: true, form_elements }], ctx(over));

describe('checkSteps with layout rules', () => {
  it('refuses a choice the page does not offer, naming the field', () => {
    expect(save({ mtow_kg: 6000, limit: '1000000' })).toEqual({
      ok: false,
      errors: [{ field: 'limit', label: 'Liability limit', message: 'This answer is not one of the choices offered. Choose another.', id: 'validation.optionNotOffered' }],
    });
    expect(save({ mtow_kg: 6000, limit: '1000000' }, { locale: 'fr-CA' })).toMatchObject({ errors: [{ label: 'Limite de responsabilité', message: 'Cette réponse ne fait pas partie des choix offerts. Choisissez-en une autre.' }] });
  });

  it('ignores warnings and reads the proposal’s application type as $context', () => {
    const fresh = save({ mtow_kg: 6000, limit: '2000000', qa_client_review: 'n' });
    expect(fresh.ok && fresh.states[0]!.form_elements).toEqual({ mtow_kg: 6000, limit: '2000000' });
    expect(save({ mtow_kg: 6000, limit: '2000000' }, { applicationType: 'RENEWAL' })).toMatchObject({ ok: false, errors: [{ field: 'qa_client_review' }] });
    expect(save({ mtow_kg: 6000, limit: '2000000', qa_client_review: 'y' }, { applicationType: 'RENEWAL' }).ok).toBe(true);
  });
});

describe('checkSteps keeps a renewal’s locked begin date (keep_answer, docs/requirements.md §2.11)', () => {
  const renewal = ctx({ applicationType: 'RENEWAL' });
  const answers = { mtow_kg: 6000, limit: '2000000', qa_client_review: 'y' };
  const saved = [{ name: 'AIRCRAFT', completed: true, form_elements: { ...answers, coverage_begin_date: '2026-07-01' } }];
  const step = (coverage_begin_date?: string) => [{ name: 'AIRCRAFT', completed: true, form_elements: { ...answers, ...(coverage_begin_date ? { coverage_begin_date } : {}) } }];

  it('the saved date passes and is stored; another one, or none, is refused', () => {
    const same = checkSteps(store, 'CANGLDWNG', step('2026-07-01'), renewal, saved);
    expect(same.ok && same.states[0]!.form_elements).toEqual({ ...answers, coverage_begin_date: '2026-07-01' });
    expect(checkSteps(store, 'CANGLDWNG', step('2026-08-01'), renewal, saved)).toEqual({
      ok: false,
      errors: [{ field: 'coverage_begin_date', label: 'Coverage start date', message: 'This answer was saved and cannot be changed.', id: 'validation.keptAnswer' }],
    });
    expect(checkSteps(store, 'CANGLDWNG', step(), renewal, saved)).toMatchObject({ ok: false, errors: [{ field: 'coverage_begin_date' }] });
  });

  it('a step not saved yet keeps the date it is first saved with', () => {
    const first = checkSteps(store, 'CANGLDWNG', step('2026-08-01'), renewal);
    expect(first.ok && first.states[0]!.form_elements).toEqual({ ...answers, coverage_begin_date: '2026-08-01' });
  });
});
