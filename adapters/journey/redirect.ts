/**
 * Refinements of the status redirect for the quote and review pages (docs/requirements.md §3.6):
 * the status table names a page; these rules say which page of the app that is.
 */
import { WINGS_CLIENTS } from '../status';

const REVIEW_ROUTES: ReadonlySet<string> = new Set(['review', 'review-v2']);

export interface RedirectFacts {
  client: string;
  /**
   * The application is CSR-approved and its applicant has accepted the terms (the proposal's
   * `terms_accepted_at`): they come back to the quote to create the policy.
   */
  termsAccepted: boolean;
  /** in quick-renewal mode the applicant goes straight to the target (docs/requirements.md §3.6) */
  quickRenew?: boolean;
}

/**
 * Where a status target leads. A review target is the review page (wings programs: review-v2), where
 * a CSR-approved applicant reads their answers and goes on to the terms; once the terms are accepted
 * it is the final quote (gold wings: the quote), where the policy is created. Every other target is
 * itself. The quote page moves on to review only this way, when review is the status's target. In
 * quick-renewal mode every target is itself.
 */
export function refineTarget(target: string, { client, termsAccepted, quickRenew }: RedirectFacts): string {
  if (quickRenew || !REVIEW_ROUTES.has(target)) return target;
  if (termsAccepted) return client === 'CANGLDWNG' ? 'quote' : 'quote-final';
  return WINGS_CLIENTS.has(client) ? 'review-v2' : 'review';
}
