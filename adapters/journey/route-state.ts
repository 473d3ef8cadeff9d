/**
 * Which journey routes are completed and which are valid (reachable), read from the proposal's
 * progress states (docs/requirements.md §2.4). The stepper, the step links and the check that an
 * opened page is not past an unanswered one all read these.
 */
import { hasTrueTag } from '../tags';
import type { ApplicationType, Journey, JourneyLink } from '../types';
import { routeLinks } from './links';
import { progressStateName } from './progress-state';

/** Routes that count as completed whatever is saved: an information page, the quote and review pages. */
export const ALWAYS_COMPLETE_ROUTES: ReadonlySet<string> = new Set(['important-information', 'quote', 'quote-final', 'review', 'review-v2']);

/**
 * Statuses in which an opened page may lie past an unanswered step: the decision was taken on the
 * answers as they were, and the journey may have gained steps since.
 */
export const INCONSISTENCY_TOLERATED: ReadonlySet<string> = new Set(['CSR_APPROVED', 'QUOTE_ACCEPTED']);

/** The HTTP status the browser's error page shows for a page opened past an unanswered step. */
export const EXPECTATION_FAILED = 417;

export interface RouteState {
  link: JourneyLink;
  /** its progress state is saved as completed, or it always counts as completed, or a CSR looks */
  completed: boolean;
  /** reachable: every route before it is completed */
  valid: boolean;
}

export interface RouteStateOptions {
  /** the progress states saved with completed: true */
  saved: ReadonlySet<string>;
  /** a CSR's view: every route counts as completed */
  csr?: boolean;
}

/** The routes this application type walks, in order, each completed or not and valid or not. */
export function routeStates(journey: Journey, type: ApplicationType, { saved, csr = false }: RouteStateOptions): RouteState[] {
  let reachable = true;
  return routeLinks(journey, type).map((link) => {
    const completed = csr || ALWAYS_COMPLETE_ROUTES.has(link.route_name) || saved.has(progressStateName(link));
    const state = { link, completed, valid: reachable };
    reachable &&= completed;
    return state;
  });
}

export function isRouteValid(states: readonly RouteState[], routeName: string): boolean {
  return states.some((s) => s.link.route_name === routeName && s.valid);
}

/** Where a step of the stepper leads: the first valid route of its category, left out of the stepper or not. */
export function firstValidRoute(states: readonly RouteState[], category: string): string | undefined {
  return states.find((s) => s.link.category === category && s.valid && !hasTrueTag(s.link.tags, 'hidden_in_stepper'))?.link.route_name;
}

/** A category is locked (cannot be opened from the stepper) when every one of its routes is invalid. */
export function isCategoryLocked(states: readonly RouteState[], category: string): boolean {
  return !states.some((s) => s.link.category === category && s.valid);
}

/** The first route not completed yet: where an applicant who skipped ahead must answer first. */
export function firstOpenRoute(states: readonly RouteState[]): string | undefined {
  return states.find((s) => !s.completed)?.link.route_name;
}

/**
 * A page opened past an unanswered step: the stepper would count steps before it as done that are
 * not completed. Tolerated in CSR_APPROVED and QUOTE_ACCEPTED; otherwise the browser shows the
 * expectation-failed error (417), whose way on is `resume`, the first route to answer.
 * Undefined when the route is valid or is no route of this application type.
 */
export function routeInconsistency(
  states: readonly RouteState[],
  routeName: string,
  status: string | undefined,
): { status: typeof EXPECTATION_FAILED; resume: string } | undefined {
  if (status !== undefined && INCONSISTENCY_TOLERATED.has(status)) return undefined;
  const here = states.find((s) => s.link.route_name === routeName);
  if (!here || here.valid) return undefined;
  return { status: EXPECTATION_FAILED, resume: firstOpenRoute(states)! };
}
