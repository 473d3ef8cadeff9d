/**
 * The stepper model (spec 000 §2): links grouped by category into numbered steps; a step is
 * completed before the active one, active when current, pending after. Child pages show
 * under their step only when tagged child_page + show_child.
 */
import type { ApplicationType, I18nText, Journey, JourneyLink } from '../../adapters/types';
import { routeLinks, tagIsTrue } from './links';

export type StepState = 'completed' | 'active' | 'pending';

export interface StepperSubPage {
  routeName: string;
  title: I18nText;
  state: StepState;
}

export interface StepperStep {
  number: number;
  category: string;
  title: I18nText;
  /** where clicking the step goes: the first route of its category */
  routeName: string;
  state: StepState;
  subPages: StepperSubPage[];
}

export interface StepperModel {
  steps: StepperStep[];
  /** 1-based number of the active step, 0 when the route is not in the stepper */
  current: number;
  total: number;
}

export function buildStepper(journey: Journey, activeRoute: string, type: ApplicationType): StepperModel {
  const links = routeLinks(journey, type);
  const activeIndex = links.findIndex((l) => l.route_name === activeRoute);
  const groups = new Map<string, JourneyLink[]>();
  for (const link of links) {
    if (tagIsTrue(link.tags, 'hidden_in_stepper') && link.route_name !== activeRoute) continue;
    groups.set(link.category, [...(groups.get(link.category) ?? []), link]);
  }
  const stateOf = (link: JourneyLink): StepState => {
    const i = links.indexOf(link);
    return i === activeIndex ? 'active' : activeIndex >= 0 && i < activeIndex ? 'completed' : 'pending';
  };
  const steps = [...groups.entries()].map(([category, members], i): StepperStep => {
    const head = members.find((l) => !tagIsTrue(l.tags, 'child_page')) ?? members[0]!;
    const states = members.map(stateOf);
    const state: StepState = states.includes('active')
      ? 'active'
      : states.every((s) => s === 'completed')
        ? 'completed'
        : 'pending';
    const subPages = members
      .filter((l) => tagIsTrue(l.tags, 'child_page') && tagIsTrue(l.tags, 'show_child'))
      .map((l) => ({ routeName: l.route_name, title: l.nav_title, state: stateOf(l) }));
    return { number: i + 1, category, title: head.nav_title, routeName: members[0]!.route_name, state, subPages };
  });
  const current = steps.find((s) => s.state === 'active')?.number ?? 0;
  return { steps, current, total: steps.length };
}
