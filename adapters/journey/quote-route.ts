/** Where the quote sits in a journey, which decides when a save asks for quotes and which answers price them. */
import type { ApplicationType, Journey } from '../types';
import { nextLink, routeLinks } from './links';

/** The quote pages: quote-final where the program accepts the quote on a page of its own, and quote. */
const QUOTE_ROUTES: readonly string[] = ['quote-final', 'quote'];

export function isQuoteRoute(routeName: string): boolean {
  return QUOTE_ROUTES.includes(routeName);
}

/** The step where this application type accepts its quote: quote-final when the journey has one, else quote. */
export function quoteStep(journey: Journey, type: ApplicationType): string | undefined {
  const routes = routeLinks(journey, type).map((l) => l.route_name);
  return QUOTE_ROUTES.find((route) => routes.includes(route));
}

/** Whether the step after `routeName`, for this application type, is a quote page: saving it asks for quotes. */
export function nextIsQuote(journey: Journey, routeName: string, type: ApplicationType): boolean {
  const next = nextLink(journey, routeName, type);
  return next !== undefined && isQuoteRoute(next.route_name);
}

/**
 * Whether the answers of `routeName` may price the quotes: every page before the journey's first
 * quote page (the quote page and what follows it only confirm). A route the journey does not
 * link counts as rated, to be safe.
 */
export function isRatedRoute(journey: Journey | undefined, routeName: string): boolean {
  if (isQuoteRoute(routeName)) return false;
  const links = journey?.links ?? [];
  const firstQuote = links.findIndex((l) => isQuoteRoute(l.route_name));
  const at = links.findIndex((l) => l.route_name === routeName);
  return at < 0 || firstQuote < 0 || at < firstQuote;
}
