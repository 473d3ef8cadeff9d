import { describe, expect, it } from 'vitest';
import type { Journey, JourneyLink } from '../../adapters/types';
import acctJourney from '../../schemas/programs/CANACCT/journey.json';
import { findLink, nextLink, previousLink, progressStateName, routeLinks } from './links';
import { buildStepper, savedSteps } from './stepper';

const t = (en: string) => ({ 'en-CA': en, 'fr-CA': `${en} (fr)` });
const link = (route_name: string, category: string, tags: JourneyLink['tags'] = []): JourneyLink => ({
  route_name,
  nav_title: t(route_name),
  category,
  tags,
});

const journey: Journey = {
  client: 'TEST',
  program_path: 'test',
  links: [
    link('eligibility', 'start'),
    link('general-information', 'about', [{ key: 'progress_state', value: 'GENERAL_INFORMATION' }]),
    link('additional-entity', 'about', [{ key: 'child_page', value: true }, { key: 'show_child', value: 'true' }]),
    link('secret-step', 'about', [{ key: 'hidden_in_stepper', value: true }]),
    link('coverage-eo', 'coverage', [{ key: 'not_allowed_types', value: 'RENEWAL, QUICK_RENEWAL' }]),
    link('quote', 'quote'),
  ],
};

describe('journey links', () => {
  it('leaves out steps not allowed for the application type', () => {
    expect(routeLinks(journey, 'NEW').map((l) => l.route_name)).toContain('coverage-eo');
    expect(routeLinks(journey, 'RENEWAL').map((l) => l.route_name)).not.toContain('coverage-eo');
    expect(nextLink(journey, 'secret-step', 'RENEWAL')?.route_name).toBe('quote');
    expect(findLink(journey, 'coverage-eo', 'RENEWAL')).toBeUndefined();
  });

  it('goes back past steps hidden in the stepper', () => {
    expect(previousLink(journey, 'coverage-eo', 'NEW')?.route_name).toBe('additional-entity');
    expect(previousLink(journey, 'eligibility', 'NEW')).toBeUndefined();
  });

  it('names the progress state by tag, else by route in CONSTANT_CASE', () => {
    expect(progressStateName(journey.links[1]!)).toBe('GENERAL_INFORMATION');
    expect(progressStateName(journey.links[5]!)).toBe('QUOTE');
    expect(progressStateName(link('quote-final', 'q'))).toBe('QUOTE_FINAL');
  });
});

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
    expect(model.steps[1]!.subPages).toEqual([{ routeName: 'additional-entity', title: t('additional-entity'), state: 'active', reachable: true }]);
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
