import type { ApplicationType, Journey } from '../../adapters/types';

/** The quote pages of the journey (docs/requirements.md §2.1: quote, quote-final), or a link tagged quote_page. */
export function isQuoteRoute(journey: Journey | undefined, routeName: string): boolean {
  const link = journey?.links.find((l) => l.route_name === routeName);
  if (link?.tags?.some((t) => t.key === 'quote_page' && (t.value === true || t.value === 'true'))) return true;
  return /^quote(-final)?$/.test(routeName);
}

/**
 * Whether the answers of `routeName` may price the quotes: every page before the journey's first
 * quote page (the quote page and what follows it only confirm). A route the journey does not
 * link counts as rated, to be safe.
 */
export function isRatedRoute(journey: Journey | undefined, routeName: string): boolean {
  const links = journey?.links ?? [];
  const firstQuote = links.findIndex((l) => isQuoteRoute(journey, l.route_name));
  const at = links.findIndex((l) => l.route_name === routeName);
  if (isQuoteRoute(journey, routeName)) return false;
  return at < 0 || firstQuote < 0 || at < firstQuote;
}

/** The route after `routeName` in the journey, if any. */
export function nextRoute(journey: Journey | undefined, routeName: string): string | undefined {
  const links = journey?.links ?? [];
  const at = links.findIndex((l) => l.route_name === routeName);
  return at >= 0 ? links[at + 1]?.route_name : undefined;
}

/** Stored proposal type → the adapter's application type (NEW also appears as CREATE). */
export function applicationTypeOf(type: string): ApplicationType {
  const t = type.toUpperCase();
  if (t === 'QUICK_RENEWAL') return 'QUICK_RENEWAL';
  if (t === 'RENEWAL') return 'RENEWAL';
  return 'NEW';
}
