import { describe, expect, it } from 'vitest';
import type { Journey } from '../../adapters/types';
import { journey } from '../../adapters/journey/testing/example-journey';
import acctJourney from '../../schemas/programs/CANACCT/journey.json';
import { buildStepper, savedSteps } from './stepper';

describe('buildStepper', () => {
  it('groups by category: a step saved as completed is completed, the current one active, others pending', () => {
    const model = buildStepper(journey, 'additional-entity', 'NEW', new Set(['ELIGIBILITY']));
    expect(model.steps.map((s) => [s.number, s.category, s.title['en-CA'], s.state])).toEqual([
      [1, 'start', 'eligibility', 'completed'],
      [2, 'about', 'general-information', 'active'],
      [3, 'coverage', 'coverage-eo', 'pending'],
      [4, 'quote', 'quote', 'pending'],
    ]);
    expect([model.current, model.total]).toEqual([2, 4]);
    expect(model.steps[1]!.subPages).toEqual([{ routeName: 'additional-entity', title: { 'en-CA': 'additional-entity', 'fr-CA': 'additional-entity (fr)' }, state: 'active', reachable: true }]);
  });

  it('does not mark a step completed because a later one was opened by its address', () => {
    const model = buildStepper(journey, 'coverage-eo', 'NEW', new Set());
    expect(model.steps.map((s) => [s.category, s.state, s.reachable])).toEqual([
      ['start', 'pending', true],
      ['about', 'pending', true],
      ['coverage', 'active', true],
      ['quote', 'pending', false],
    ]);
  });

  it('a step is completed only when every page of it is saved as completed', () => {
    const partly = buildStepper(journey, 'quote', 'NEW', new Set(['GENERAL_INFORMATION']));
    expect(partly.steps.find((s) => s.category === 'about')!.state).toBe('pending');
    const whole = buildStepper(journey, 'quote', 'NEW', new Set(['GENERAL_INFORMATION', 'ADDITIONAL_ENTITY', 'SECRET_STEP']));
    expect(whole.steps.find((s) => s.category === 'about')!.state).toBe('completed');
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
      'Gross billings',
      'Liability limit',
      'Quote',
    ]);
    expect([model.current, model.total]).toEqual([2, 5]);
  });
});
