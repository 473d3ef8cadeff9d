import { describe, expect, it } from 'vitest';
import type { Journey } from '../types';
import { journey, link } from '../journey/testing/example-journey';
import acctJourney from '../../schemas/programs/CANACCT/journey.json';
import { buildStepper, savedSteps, stepperDesign } from './stepper';

const t = (en: string) => ({ 'en-CA': en, 'fr-CA': `${en} (fr)` });

describe('buildStepper', () => {
  it('groups by category: a step saved as completed is completed, the current one active, others pending', () => {
    const model = buildStepper(journey, 'additional-entity', 'NEW', new Set(['ELIGIBILITY', 'GENERAL_INFORMATION']));
    expect(model.steps.map((s) => [s.number, s.category, s.title['en-CA'], s.state])).toEqual([
      [1, 'start', 'eligibility', 'completed'],
      [2, 'about', 'general-information', 'active'],
      [3, 'coverage', 'coverage-eo', 'pending'],
      [4, 'quote', 'quote', 'pending'],
    ]);
    expect([model.current, model.total, model.completed]).toEqual([2, 4, 1]);
    expect(model.steps[1]!.subPages).toEqual([{ routeName: 'additional-entity', title: t('additional-entity'), state: 'active', reachable: false }]);
  });

  it('does not mark a step completed because a later one was opened by its address; steps past an unanswered one are locked', () => {
    const model = buildStepper(journey, 'coverage-eo', 'NEW', new Set());
    expect(model.steps.map((s) => [s.category, s.state, s.locked, s.reachable])).toEqual([
      ['start', 'pending', false, false],
      ['about', 'pending', true, false],
      ['coverage', 'active', true, false],
      ['quote', 'pending', true, false],
    ]);
  });

  it('a step is completed only when every page of it is; only a completed step that is not locked can be opened', () => {
    const partly = buildStepper(journey, 'eligibility', 'NEW', new Set(['ELIGIBILITY', 'GENERAL_INFORMATION']));
    expect(partly.steps.find((s) => s.category === 'about')).toMatchObject({ state: 'pending', locked: false, reachable: false });
    const whole = buildStepper(journey, 'eligibility', 'NEW', new Set(['ELIGIBILITY', 'GENERAL_INFORMATION', 'ADDITIONAL_ENTITY', 'SECRET_STEP']));
    expect(whole.steps.find((s) => s.category === 'about')).toMatchObject({ state: 'completed', locked: false, reachable: true, routeName: 'general-information' });
    // quote always counts as completed, but it is neither shown completed nor opened until the coverage step is answered
    expect(whole.steps.find((s) => s.category === 'quote')).toMatchObject({ state: 'pending', locked: true, reachable: false });
  });

  it('a completed sub-page on a valid route can be opened', () => {
    const model = buildStepper(journey, 'eligibility', 'NEW', new Set(['ELIGIBILITY', 'GENERAL_INFORMATION', 'ADDITIONAL_ENTITY']));
    expect(model.steps[1]!.subPages).toEqual([{ routeName: 'additional-entity', title: t('additional-entity'), state: 'completed', reachable: true }]);
  });

  it('a step leads to the first valid route of its category', () => {
    const hiddenFirst: Journey = {
      ...journey,
      links: [link('start', 'a'), link('intro', 'b', [{ key: 'hidden_in_stepper', value: 'y' }]), link('details', 'b'), link('end', 'c')],
    };
    const model = buildStepper(hiddenFirst, 'end', 'NEW', new Set(['START', 'INTRO', 'DETAILS']));
    expect(model.steps.map((s) => [s.category, s.routeName, s.reachable])).toEqual([
      ['a', 'start', true],
      ['b', 'details', true],
      ['c', 'end', false],
    ]);
  });

  it('does not list a child page hidden in the stepper', () => {
    const hiddenChild: Journey = {
      ...journey,
      links: [link('parent', 'p'), link('child', 'p', [{ key: 'child_page', value: true }, { key: 'show_child', value: true }, { key: 'hidden_in_stepper', value: true }])],
    };
    expect(buildStepper(hiddenChild, 'child', 'NEW', new Set()).steps[0]!.subPages).toEqual([]);
  });

  it('in a CSR view every step is completed and can be opened', () => {
    const model = buildStepper(journey, 'general-information', 'NEW', new Set(), { csr: true });
    expect(model.steps.map((s) => [s.state, s.reachable])).toEqual([
      ['completed', true],
      ['active', false],
      ['completed', true],
      ['completed', true],
    ]);
  });

  it('titles follow the answers (nav_title_rules)', () => {
    const titled: Journey = {
      ...journey,
      links: [{ ...link('fraud', 'f'), nav_title: t('Crime coverage'), nav_title_rules: [{ when: { '==': [{ var: 'fraud_page_rule' }, 'n'] }, nav_title: t('Fraud coverage') }] }],
    };
    expect(buildStepper(titled, 'fraud', 'NEW', new Set(), { answers: { fraud_page_rule: 'n' } }).steps[0]!.title).toEqual(t('Fraud coverage'));
    expect(buildStepper(titled, 'fraud', 'NEW', new Set(), { answers: { fraud_page_rule: 'y' } }).steps[0]!.title).toEqual(t('Crime coverage'));
  });

  it('reads what is saved from the proposal: only steps saved with completed: true', () => {
    expect(savedSteps({ progress_states: [{ name: 'A', completed: true }, { name: 'B', completed: false }] })).toEqual(new Set(['A']));
    expect(savedSteps(null)).toEqual(new Set());
  });

  it('numbers only the steps of the application type', () => {
    const model = buildStepper(journey, 'quote', 'RENEWAL', new Set());
    expect(model.steps.map((s) => s.category)).toEqual(['start', 'about', 'quote']);
    expect([model.current, model.total]).toEqual([3, 3]);
  });

  it('counts the accountants journey as the applicant sees it', () => {
    const model = buildStepper(acctJourney as Journey, 'general-information', 'NEW', new Set());
    expect(model.steps.map((s) => s.title['en-CA'])).toEqual([
      'Important information',
      'General information',
      'Additional entities',
      'Gross billings',
      'Liability limit',
      'Underwriting questions',
      'Documents',
      'Quote',
    ]);
    expect([model.current, model.total]).toEqual([2, 8]);
    // important information always counts as completed
    expect(model.steps[0]).toMatchObject({ state: 'completed', reachable: true });
  });
});

describe('stepperDesign: the brand configuration’s flags', () => {
  it.each([
    [undefined, 'default'],
    [{}, 'default'],
    [{ stepperProgressBar: true }, 'progress-bar'],
    [{ stepperWings: true }, 'wings'],
    [{ stepperWings: true, stepperProgressBar: true }, 'wings'],
    [{ stepperWings: 'yes' }, 'default'],
  ] as const)('%o → %s', (flags, design) => {
    expect(stepperDesign(flags)).toBe(design);
  });
});
