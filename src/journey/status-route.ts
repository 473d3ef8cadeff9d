/**
 * Where a proposal's status sends the applicant who opens a journey page (docs/requirements.md §3.5,
 * §3.6), resolved to the pages this app has. Pure, so it is tested without React.
 */
import type { ApplicationType, Journey } from '../../adapters/types';
import { isStatus, routeForStatus } from '../../adapters/status';
import { routeLinks } from './links';

/** Pages of the app outside the journey links (src/app/routes.tsx). */
export const APP_PAGES: ReadonlySet<string> = new Set(['csr-referral', 'payment', 'policy-summary']);

/** While these last the applicant moves freely between steps; any other status has its own page. */
const FREE = new Set(['IN_PROGRESS', 'SUBMITTED', 'QUOTED']);

/** The journey's quote step: quote-final when it has one, else quote (gold wings: quote-final is quote). */
export function quoteStep(journey: Journey, type: ApplicationType): string | undefined {
  const routes = routeLinks(journey, type).map((l) => l.route_name);
  return routes.find((r) => r === 'quote-final') ?? routes.find((r) => r === 'quote');
}

/**
 * The route the status belongs on when it is not `current`, else undefined (stay).
 * Review pages this app does not have fall back to the quote step, where a CSR-approved
 * applicant creates the policy (docs/requirements.md §6.1).
 */
export function statusRedirect(status: string, client: string, journey: Journey, type: ApplicationType, current: string): string | undefined {
  if (FREE.has(status) || !isStatus(status)) return undefined;
  const target = routeForStatus(status, { client, savedRoute: current });
  if (target === null || target === current) return undefined;
  if (APP_PAGES.has(target) || routeLinks(journey, type).some((l) => l.route_name === target)) return target;
  const quote = quoteStep(journey, type);
  return quote === current ? undefined : quote;
}
