/**
 * The quick-quote journey (docs/requirements.md §2.12): programs/<CLIENT>/quick-quote-journey.json,
 * links at `{base}/quick-quote/{route_name}`. A link may show a page of the program's full journey
 * (tag `page`), so the quick quote asks the same fields and saves them into the same progress states.
 */
import { tagValue } from '../tags';
import type { Journey, JourneyLink } from '../types';
import { progressStateName } from './progress-state';

/** The config service's name for the quick-quote journey, and its file's base name. */
export const QUICK_QUOTE_JOURNEY = 'quick-quote-journey';

/** The quick-quote bar starts at this percentage (docs/requirements.md §2.12). */
export const QUICK_QUOTE_START_PERCENT = 10;

/** The page a link shows: its `page` tag, else its route name. */
export function pageOfLink(link: JourneyLink): string {
  const tagged = tagValue(link.tags, 'page');
  return typeof tagged === 'string' && tagged !== '' ? tagged : link.route_name;
}

/** The link of the quick-quote journey saving into `stateName`. */
export function quickQuoteLinkForState(journey: Journey, stateName: string): JourneyLink | undefined {
  return journey.links.find((l) => progressStateName(l) === stateName);
}

/** The progress bar's percentage on link `index` of `count`: 10 % on the first, 100 % after the last. */
export function quickQuotePercent(index: number, count: number): number {
  if (count <= 1) return QUICK_QUOTE_START_PERCENT;
  const span = 100 - QUICK_QUOTE_START_PERCENT;
  return Math.round(QUICK_QUOTE_START_PERCENT + (span * Math.max(0, Math.min(index, count))) / count);
}
