import { IN_REVIEW_STATUSES } from './sets';
import type { Status } from './statuses';

/** Aviation clients: their quote-final is the quote page and their review page is review-v2. */
export const WINGS_CLIENTS: ReadonlySet<string> = new Set(['CANGLDWNG', 'CANSILVWING', 'CANWINGS']);

/** In review, or refused: the applicant sees the referral page. */
const REFERRAL: readonly Status[] = ['CSR_REJECTED', 'SPONSOR_REJECTED', ...IN_REVIEW_STATUSES];

/**
 * The route a proposal in `status` belongs on (docs/requirements.md §3.5).
 * `savedRoute` is the route of the saved progress state (in-progress page).
 * CANCELLED has no page: the caller starts over (or, for a renewal, looks up the
 * existing policy, docs/requirements.md §7.5), so it gives null.
 */
export function routeForStatus(status: Status, context: { client: string; savedRoute: string }): string | null {
  const wings = WINGS_CLIENTS.has(context.client);
  if (REFERRAL.includes(status)) return 'csr-referral';
  switch (status) {
    case 'QUOTED':
      return 'quote';
    case 'SUBMITTED':
    case 'IN_PROGRESS':
      return context.savedRoute;
    case 'QUOTE_ACCEPTED':
      return wings ? 'quote' : 'quote-final';
    case 'CSR_APPROVED':
      return wings ? 'review-v2' : 'review';
    case 'POLICY_ISSUED_PENDING_PAYMENT':
      return 'payment';
    case 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT':
    case 'POLICY_ISSUED':
      return 'policy-summary';
    default:
      return null;
  }
}
