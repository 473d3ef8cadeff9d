/**
 * The stepper model (docs/requirements.md §2.4): links grouped by category into numbered steps; a step is
 * completed when each of its pages is saved as completed in the proposal (not merely because a
 * later step was opened), active when current, pending otherwise. Steps before the active one and
 * completed ones can be revisited. Child pages show under their step only when tagged
 * child_page + show_child.
 */
import type { ApplicationType, I18nText, Journey, JourneyLink } from '../../adapters/types';
import { progressStateName, routeLinks } from '../../adapters/journey';
import { hasTrueTag } from '../../adapters/tags';

export type StepState = 'completed' | 'active' | 'pending';

export interface StepperSubPage {
  routeName: string;
  title: I18nText;
  state: StepState;
  reachable: boolean;
}

export interface StepperStep {
  number: number;
  category: string;
  title: I18nText;
  /** where clicking the step goes: the first route of its category */
  routeName: string;
  state: StepState;
  /** completed, or before the active step: its link may be followed */
  reachable: boolean;
  subPages: StepperSubPage[];
}

export interface StepperModel {
  steps: StepperStep[];
  /** 1-based number of the active step, 0 when the route is not in the stepper */
  current: number;
  total: number;
}

/** The progress states the proposal holds as completed (docs/requirements.md §2.3 `progress_states[].completed`). */
export function savedSteps(proposal: { progress_states: { name: string; completed: boolean }[] } | null | undefined): Set<string> {
  return new Set((proposal?.progress_states ?? []).filter((s) => s.completed).map((s) => s.name));
}

export function buildStepper(journey: Journey, activeRoute: string, type: ApplicationType, saved: ReadonlySet<string>): StepperModel {
  const links = routeLinks(journey, type);
  const activeIndex = links.findIndex((l) => l.route_name === activeRoute);
  const groups = new Map<string, JourneyLink[]>();
  for (const link of links) {
    if (hasTrueTag(link.tags, 'hidden_in_stepper') && link.route_name !== activeRoute) continue;
    groups.set(link.category, [...(groups.get(link.category) ?? []), link]);
  }
  const stateOf = (link: JourneyLink): StepState =>
    link.route_name === activeRoute ? 'active' : saved.has(progressStateName(link)) ? 'completed' : 'pending';
  const isBefore = (link: JourneyLink) => activeIndex >= 0 && links.indexOf(link) < activeIndex;
  const steps = [...groups.entries()].map(([category, members], i): StepperStep => {
    const head = members.find((l) => !hasTrueTag(l.tags, 'child_page')) ?? members[0]!;
    const states = members.map(stateOf);
    const state: StepState = states.includes('active')
      ? 'active'
      : states.every((s) => s === 'completed')
        ? 'completed'
        : 'pending';
    const subPages = members
      .filter((l) => hasTrueTag(l.tags, 'child_page') && hasTrueTag(l.tags, 'show_child'))
      .map((l) => ({ routeName: l.route_name, title: l.nav_title, state: stateOf(l), reachable: stateOf(l) !== 'pending' || isBefore(l) }));
    const reachable = state !== 'pending' || isBefore(members[0]!);
    return { number: i + 1, category, title: head.nav_title, routeName: members[0]!.route_name, state, reachable, subPages };
  });
  const current = steps.find((s) => s.state === 'active')?.number ?? 0;
  return { steps, current, total: steps.length };
}
