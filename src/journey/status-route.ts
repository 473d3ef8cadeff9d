/**
 * Where a proposal's status sends the applicant who opens a journey page (docs/requirements.md §3.5,
 * §3.6), resolved to the pages this app has. Pure, so it is tested without React.
 */
import type { ApplicationType, Journey } from '../../adapters/types';
import { findLink, quoteStep, refineTarget } from '../../adapters/journey';
import { isOpen, isStatus, routeForStatus, type Status } from '../../adapters/status';

/** Pages of the app outside the journey links (src/app/routes.tsx). */
export const APP_PAGES: ReadonlySet<string> = new Set(['csr-referral', 'payment', 'policy-summary', 'offline-payment']);

/**
 * The route the status belongs on when it is not `current`, else undefined (stay). A review target
 * is refined (adapters/journey/redirect.ts: CSR-approved → the final quote); review pages this app
 * does not have fall back to the quote step (docs/requirements.md §6.1).
 */
export function statusRedirect(status: string, client: string, journey: Journey, type: ApplicationType, current: string): string | undefined {
  if (isOpen(status) || !isStatus(status)) return undefined;
  const page = statusPage(status, client, journey, type, current);
  return page === current ? undefined : page;
}

/**
 * Whether `current` is the page the status itself names (QUOTED: the quote step): the applicant is
 * there by the server's decision, whatever the stepper says. IN_PROGRESS and SUBMITTED name none.
 */
export function isStatusPage(status: string | undefined, client: string, journey: Journey, type: ApplicationType, current: string): boolean {
  if (status === undefined || !isStatus(status) || status === 'IN_PROGRESS' || status === 'SUBMITTED') return false;
  return statusPage(status, client, journey, type, current) === current;
}

function statusPage(status: Status, client: string, journey: Journey, type: ApplicationType, current: string): string | undefined {
  const named = routeForStatus(status, { client, savedRoute: current });
  if (named === null) return undefined;
  const target = refineTarget(named, { client, csrApproved: status === 'CSR_APPROVED' });
  return target === current ? current : pageInApp(target, journey, type);
}

/**
 * The page of this app a status target names: itself when the app has it, else the quote step (the review
 * pages are not built, docs/requirements.md §3.5). Used after sign-in too (src/pages/start/StartPage.tsx).
 */
export function pageInApp(target: string, journey: Journey, type: ApplicationType): string | undefined {
  if (APP_PAGES.has(target) || findLink(journey, target, type)) return target;
  return quoteStep(journey, type);
}
