/**
 * Each step of a journey saves into a progress state of its own, so a saved state names one
 * page and the browser and the server agree on it (adapters/journey/progress-state.ts).
 */
import { progressStateName } from '../journey';
import type { Journey, LayoutProblem } from '../types';

export function checkProgressStates(file: string, journey: Journey): LayoutProblem[] {
  const first = new Map<string, string>();
  return journey.links.flatMap((link, i) => {
    const state = progressStateName(link);
    const earlier = first.get(state);
    if (earlier === undefined) {
      first.set(state, link.route_name);
      return [];
    }
    return [{ file, path: `$.links[${i}]`, message: `step "${link.route_name}" saves into progress state "${state}" as step "${earlier}" does: give it a progress_state tag of its own` }];
  });
}
