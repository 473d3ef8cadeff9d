/**
 * Refinements of the status redirect for the quote and review pages (docs/requirements.md §3.6):
 * the status table names a page; these rules say which page of the app that is.
 */
import { WINGS_CLIENTS } from '../status';

const REVIEW_ROUTES: ReadonlySet<string> = new Set(['review', 'review-v2']);

export interface RedirectFacts {
  client: string;
  /** the application is CSR-approved: the applicant comes back to create the policy */
  csrApproved: boolean;
}

/**
 * Where a status target leads. A review target, for a CSR-approved application, is the final quote
 * (gold wings: the quote), where the applicant creates the policy; otherwise the review page (wings
 * programs: review-v2). Every other target is itself. The quote page moves on to review only this
 * way, when review is the status's target: nothing else sends an applicant from the quote to review.
 */
export function refineTarget(target: string, { client, csrApproved }: RedirectFacts): string {
  if (!REVIEW_ROUTES.has(target)) return target;
  if (csrApproved) return client === 'CANGLDWNG' ? 'quote' : 'quote-final';
  return WINGS_CLIENTS.has(client) ? 'review-v2' : 'review';
}
