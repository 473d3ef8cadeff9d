/**
 * Accept on the quote step (docs/requirements.md §6.1): accept the chosen quote, ask
 * whether a CSR must review it (→ csr-referral), else create the policy and go to payment.
 * A CSR-approved application creates the policy directly. The server refers a quote whose
 * answers need review as it accepts it (docs/rating.md "Underwriting on the server"), so an
 * acceptance that answers PENDING_CSR_REVIEW goes to csr-referral too. The server also decides
 * who pays: a policy it issued paid (billed through the applicant's company) has nothing to pay
 * and goes to the payment confirmation.
 */
import type { RequestContext } from '../api/client';
import type { CreatedPolicy, Proposal } from '../../adapters/api';
import { createPolicy } from '../api/policies';
import { acceptQuote, checkCsrReview } from '../api/quotes';

export type AcceptOutcome = { next: 'csr-referral' } | { next: 'payment' | 'payment-confirmation'; policy: CreatedPolicy };

export async function acceptAndContinue(ctx: RequestContext, proposal: Proposal, quoteId: string): Promise<AcceptOutcome> {
  let { status } = proposal;
  // QUOTED → QUOTE_ACCEPTED; once accepted (or approved) the applicant may still switch quotes
  if (status === 'QUOTED' || proposal.accepted_quote_id !== quoteId) {
    status = (await acceptQuote(ctx, proposal.progress_states_revision, quoteId)).status;
  }
  if (status === 'PENDING_CSR_REVIEW') return { next: 'csr-referral' };
  if (status === 'QUOTE_ACCEPTED') {
    const { review_required } = await checkCsrReview(ctx);
    if (review_required) return { next: 'csr-referral' };
  }
  const policy = await createPolicy(ctx, quoteId);
  return { next: policy.status_code === 'ISSUED' ? 'payment-confirmation' : 'payment', policy };
}
