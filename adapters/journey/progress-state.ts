/**
 * A journey step's progress state: the name its answers are saved under in the proposal
 * (`progress_states[].name`, `current_progress_state`). One mapping, read both ways: the browser
 * names the state it saves, the server finds the page that checks it.
 */
import { tagValue } from '../tags';
import type { Journey, JourneyLink } from '../types';

/** The progress state a step saves into: its progress_state tag, else its route name in CONSTANT_CASE. */
export function progressStateName(link: JourneyLink): string {
  const tagged = tagValue(link.tags, 'progress_state');
  return typeof tagged === 'string' && tagged !== '' ? tagged : link.route_name.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

/** The route of the journey step that saves into `stateName`, if any (every link, whatever the application type). */
export function routeForProgressState(journey: Journey, stateName: string): string | undefined {
  return journey.links.find((l) => progressStateName(l) === stateName)?.route_name;
}
