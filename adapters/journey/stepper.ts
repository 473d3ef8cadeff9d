/**
 * The stepper model (docs/requirements.md §2.4): links grouped by category into numbered steps; a step is
 * completed when each of its routes is completed (saved as completed, or one that always counts:
 * adapters/journey/route-state.ts), not merely because a later step was opened; active when
 * current, pending otherwise. A step whose routes are all invalid (past an unanswered one) is
 * locked; a completed step that is not locked can be revisited, at its first valid route. Child
 * pages show under their step only when tagged child_page + show_child and not hidden_in_stepper.
 * Titles follow the answers (nav_title_rules).
 */
import type { ApplicationType, I18nText, Journey, JourneyLink } from '../types';
import { firstValidRoute, isCategoryLocked, routeStates, type RouteState } from './route-state';
import { navTitle } from './title-rules';
import { hasTrueTag } from '../tags';

export type StepState = 'completed' | 'active' | 'pending';

/** How the stepper looks (brand configuration: stepperProgressBar, stepperWings). */
export type StepperDesign = 'default' | 'progress-bar' | 'wings';

export function stepperDesign(brand: { stepperProgressBar?: unknown; stepperWings?: unknown } | undefined): StepperDesign {
  if (brand?.stepperWings === true) return 'wings';
  return brand?.stepperProgressBar === true ? 'progress-bar' : 'default';
}

export interface StepperSubPage {
  routeName: string;
  title: I18nText;
  state: StepState;
  /** completed (and so valid): its link may be followed */
  reachable: boolean;
}

export interface StepperStep {
  number: number;
  category: string;
  title: I18nText;
  /** where clicking the step goes: the first valid route of its category */
  routeName: string;
  state: StepState;
  /** every route of the step is invalid: it cannot be opened */
  locked: boolean;
  /** completed and not locked: its link may be followed */
  reachable: boolean;
  subPages: StepperSubPage[];
}

export interface StepperModel {
  steps: StepperStep[];
  /** 1-based number of the active step, 0 when the route is not in the stepper */
  current: number;
  total: number;
  /** steps completed, for the progress bar */
  completed: number;
}

export interface StepperFacts {
  /** a CSR's view: every route counts as completed */
  csr?: boolean;
  /** the application's answers, which nav_title_rules read */
  answers?: Record<string, unknown>;
}

/** The progress states the proposal holds as completed (docs/requirements.md §2.3 `progress_states[].completed`). */
export function savedSteps(proposal: { progress_states: { name: string; completed: boolean }[] } | null | undefined): Set<string> {
  return new Set((proposal?.progress_states ?? []).filter((s) => s.completed).map((s) => s.name));
}

export function buildStepper(journey: Journey, activeRoute: string, type: ApplicationType, saved: ReadonlySet<string>, facts: StepperFacts = {}): StepperModel {
  const states = routeStates(journey, type, { saved, csr: facts.csr });
  const answers = facts.answers ?? {};
  const groups = new Map<string, RouteState[]>();
  for (const state of states) {
    if (hasTrueTag(state.link.tags, 'hidden_in_stepper') && state.link.route_name !== activeRoute) continue;
    groups.set(state.link.category, [...(groups.get(state.link.category) ?? []), state]);
  }
  // a route past an unanswered one is not shown completed, even one that always counts as completed (the quote)
  const stateOf = ({ link, completed, valid }: RouteState): StepState =>
    link.route_name === activeRoute ? 'active' : completed && valid ? 'completed' : 'pending';
  const isChild = (link: JourneyLink) => hasTrueTag(link.tags, 'child_page');
  const steps = [...groups.entries()].map(([category, members], i): StepperStep => {
    const head = members.find((s) => !isChild(s.link)) ?? members[0]!;
    const each = members.map(stateOf);
    const state: StepState = each.includes('active') ? 'active' : each.every((s) => s === 'completed') ? 'completed' : 'pending';
    const locked = isCategoryLocked(states, category);
    const subPages = members
      .filter((s) => isChild(s.link) && hasTrueTag(s.link.tags, 'show_child') && !hasTrueTag(s.link.tags, 'hidden_in_stepper'))
      .map((s) => ({ routeName: s.link.route_name, title: navTitle(s.link, answers), state: stateOf(s), reachable: stateOf(s) === 'completed' }));
    return {
      number: i + 1,
      category,
      title: navTitle(head.link, answers),
      routeName: firstValidRoute(states, category) ?? members[0]!.link.route_name,
      state,
      locked,
      reachable: state === 'completed' && !locked,
      subPages,
    };
  });
  const current = steps.find((s) => s.state === 'active')?.number ?? 0;
  return { steps, current, total: steps.length, completed: steps.filter((s) => s.state === 'completed').length };
}
