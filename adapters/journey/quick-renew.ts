/**
 * Quick renewal (docs/requirements.md §2.11): its own pages are the journey links a QUICK_RENEWAL
 * walks and a RENEWAL does not (tag `not_allowed_types`). These rules serve the Renew button, the
 * server's start of a quick renewal and its turn into the regular renewal (the progress bar: quick-renew-progress.ts).
 */
import type { Journey, JourneyLink } from '../types';
import { isAllowed, routeLinks } from './links';
import { progressStateName } from './progress-state';
import type { StepAnswers } from './step-answers';

/** A quick renewal's page as first saved: last year's answers, to be walked again. */
export interface PrefilledStep {
  name: string;
  completed: false;
  form_elements: Record<string, unknown>;
}

/** The journey's quick-renewal pages, in order: walked by a QUICK_RENEWAL, not by a RENEWAL. */
export function quickRenewLinks(journey: Journey): JourneyLink[] {
  return journey.links.filter((l) => isAllowed(l, 'QUICK_RENEWAL') && !isAllowed(l, 'RENEWAL'));
}

/** Whether the program offers a quick renewal: its journey has pages of its own. */
export function offersQuickRenewal(journey: Journey): boolean {
  return quickRenewLinks(journey).length > 0;
}

/**
 * A quick renewal's own pages prefilled from last year's answers: each page's fields (top-level
 * names, `fieldsOf`) take the answer the renewal carries under the same name; to be walked again.
 */
export function quickRenewStates(carried: readonly StepAnswers[], journey: Journey, fieldsOf: (route: string) => readonly string[]): PrefilledStep[] {
  const answers: Record<string, unknown> = {};
  for (const state of carried) Object.assign(answers, state.form_elements);
  return quickRenewLinks(journey).map((link): PrefilledStep => {
    const form_elements: Record<string, unknown> = {};
    for (const name of fieldsOf(link.route_name)) if (answers[name] !== undefined) form_elements[name] = answers[name];
    return { name: progressStateName(link), completed: false, form_elements };
  });
}

/**
 * The regular renewal a quick renewal turns into: its own pages' answers go (they would outrank, in
 * the rating, what the regular pages are answered again with); the regular pages' answers stay.
 */
export function regularRenewalStates<T extends { name: string }>(states: readonly T[], journey: Journey): T[] {
  const own = new Set(quickRenewLinks(journey).map(progressStateName));
  return states.filter((s) => !own.has(s.name));
}

/** The regular renewal opens general information, or its first page when the journey has none. */
export function regularRenewalStart(journey: Journey): JourneyLink | undefined {
  const links = routeLinks(journey, 'RENEWAL');
  return links.find((l) => l.route_name === 'general-information') ?? links[0];
}
