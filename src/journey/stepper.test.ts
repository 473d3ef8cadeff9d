import { describe, expect, it } from 'vitest';
import type { Journey, JourneyLink } from '../../adapters/types';
import acctJourney from '../../schemas/programs/CANACCT/journey.json';
import { findLink, nextLink, previousLink, progressStateName, routeLinks } from './links';
import { buildStepper } from './stepper';

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
  it('groups by category: steps before the active one are completed, after it pending', () => {
    const model = buildStepper(journey, 'additional-entity', 'NEW');
    expect(model.steps.map((s) => [s.number, s.category, s.title['en-CA'], s.state])).toEqual([
      [1, 'start', 'eligibility', 'completed'],
      [2, 'about', 'general-information', 'active'],
      [3, 'coverage', 'coverage-eo', 'pending'],
      [4, 'quote', 'quote', 'pending'],
    ]);
    expect([model.current, model.total]).toEqual([2, 4]);
    expect(model.steps[1]!.subPages).toEqual([{ routeName: 'additional-entity', title: t('additional-entity'), state: 'active' }]);
  });

  it('numbers only the steps of the application type', () => {
    const model = buildStepper(journey, 'quote', 'RENEWAL');
    expect(model.steps.map((s) => s.category)).toEqual(['start', 'about', 'quote']);
    expect([model.current, model.total]).toEqual([3, 3]);
  });

  it('counts the accountants journey as the applicant sees it', () => {
    const model = buildStepper(acctJourney as Journey, 'general-information', 'NEW');
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
