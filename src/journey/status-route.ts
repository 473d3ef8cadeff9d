/**
 * Where a proposal's status sends the applicant who opens a journey page (docs/requirements.md §3.5,
 * §3.6), resolved to the pages this app has. Pure, so it is tested without React.
 */
import type { ApplicationType, Journey } from '../../adapters/types';
import { findLink, quoteStep, refineTarget } from '../../adapters/journey';
import { isOpen, isStatus, routeForStatus, type Status } from '../../adapters/status';

/** Pages of the app outside the journey links (src/app/routes.tsx). */
export const APP_PAGES: ReadonlySet<string> = new Set(['csr-referral', 'payment', 'policy-summary', 'offline-payment', 'review', 'review-v2', 'terms-conditions']);

/** What the redirect reads of the proposal: its status and whether its applicant accepted the terms after approval. */
export interface StatusFacts {
  status: string;
  /** the proposal's `terms_accepted_at` is set (docs/requirements.md §6.1) */
  termsAccepted: boolean;
}

/**
 * The route the status belongs on when it is not `current`, else undefined (stay). A review target is
 * refined (adapters/journey/redirect.ts: once the terms are accepted, the final quote).
 */
export function statusRedirect(facts: StatusFacts, client: string, journey: Journey, type: ApplicationType, current: string): string | undefined {
  if (isOpen(facts.status) || !isStatus(facts.status)) return undefined;
  const page = statusPage(facts.status, facts.termsAccepted, client, journey, type, current);
  return page === current ? undefined : page;
}

/**
 * Whether `current` is the page the status itself names (QUOTED: the quote step): the applicant is
 * there by the server's decision, whatever the stepper says. IN_PROGRESS and SUBMITTED name none.
 */
export function isStatusPage(facts: StatusFacts | undefined, client: string, journey: Journey, type: ApplicationType, current: string): boolean {
  const status = facts?.status;
  if (status === undefined || !isStatus(status) || status === 'IN_PROGRESS' || status === 'SUBMITTED') return false;
  return statusPage(status, facts!.termsAccepted, client, journey, type, current) === current;
}

function statusPage(status: Status, termsAccepted: boolean, client: string, journey: Journey, type: ApplicationType, current: string): string | undefined {
  const named = routeForStatus(status, { client, savedRoute: current });
  if (named === null) return undefined;
  const target = refineTarget(named, { client, termsAccepted: status === 'CSR_APPROVED' && termsAccepted, quickRenew: type === 'QUICK_RENEWAL' });
  return target === current ? current : pageInApp(target, journey, type);
}

/**
 * The page of this app a status target names: itself when the app has it, else the quote step (a
 * journey without the named quote page). Used after sign-in too (src/pages/start/StartPage.tsx).
 */
export function pageInApp(target: string, journey: Journey, type: ApplicationType): string | undefined {
  if (APP_PAGES.has(target) || findLink(journey, target, type)) return target;
  return quoteStep(journey, type);
}
