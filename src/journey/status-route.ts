/**
 * Where a proposal's status sends the applicant who opens a journey page (docs/requirements.md §3.5,
 * §3.6), resolved to the pages this app has. Pure, so it is tested without React.
 */
import type { ApplicationType, Journey } from '../../adapters/types';
import { findLink, quoteStep } from '../../adapters/journey';
import { isOpen, isStatus, routeForStatus } from '../../adapters/status';

/** Pages of the app outside the journey links (src/app/routes.tsx). */
export const APP_PAGES: ReadonlySet<string> = new Set(['csr-referral', 'payment', 'policy-summary']);

/**
 * The route the status belongs on when it is not `current`, else undefined (stay).
 * Review pages this app does not have fall back to the quote step, where a CSR-approved
 * applicant creates the policy (docs/requirements.md §6.1).
 */
export function statusRedirect(status: string, client: string, journey: Journey, type: ApplicationType, current: string): string | undefined {
  if (isOpen(status) || !isStatus(status)) return undefined;
  const target = routeForStatus(status, { client, savedRoute: current });
  if (target === null || target === current) return undefined;
  const page = pageInApp(target, journey, type);
  return page === current ? undefined : page;
}

/**
 * The page of this app a status target names: itself when the app has it, else the quote step (the review
 * pages are not built, docs/requirements.md §3.5). Used after sign-in too (src/pages/start/StartPage.tsx).
 */
export function pageInApp(target: string, journey: Journey, type: ApplicationType): string | undefined {
  if (APP_PAGES.has(target) || findLink(journey, target, type)) return target;
  return quoteStep(journey, type);
}
