/**
 * The quick-quote journey (docs/requirements.md §2.12): programs/<CLIENT>/quick-quote-journey.json,
 * links at `{base}/quick-quote/{route_name}`. A link may show a page of the full journey
 * (tag `page`), so the quick quote asks the same fields and saves them into the same progress states.
 */
import { tagValue } from '../tags';
import type { Journey, JourneyLink } from '../types';
import { progressStateName } from './progress-state';

/** The page a link shows: its `page` tag, else its route name. */
export function pageOfLink(link: JourneyLink): string {
  const tagged = tagValue(link.tags, 'page');
  return typeof tagged === 'string' && tagged !== '' ? tagged : link.route_name;
}

/** The link of the quick-quote journey saving into `stateName`. */
export function quickQuoteLinkForState(journey: Journey, stateName: string): JourneyLink | undefined {
  return journey.links.find((l) => progressStateName(l) === stateName);
}
