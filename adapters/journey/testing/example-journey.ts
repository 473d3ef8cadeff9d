/** A small journey for the tests: every tag the navigation reads, one step skipped for renewals. */
import type { Journey, JourneyLink } from '../../types';

export const link = (route_name: string, category: string, tags: JourneyLink['tags'] = []): JourneyLink => ({
  route_name,
  nav_title: { 'en-CA': route_name, 'fr-CA': `${route_name} (fr)` },
  category,
  tags,
});

export const journey: Journey = {
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
