/** Quote calls (docs/requirements.md §12.4): PATCH quote (accept / switch) and the CSR-review check. */
import { apiRequest, type RequestContext } from './client';
import type { AcceptQuoteBody, CsrReviewReply, Proposal } from '../../adapters/api';
import { PROPOSALS_PATH } from './proposals';

export const QUOTE_PATH = '/smb/cnc/api/v2/quote';

/** Accepts quote `id` at `revision` (QUOTED → QUOTE_ACCEPTED); the reply is the proposal. */
export function acceptQuote(ctx: RequestContext, revision: number, id: string): Promise<Proposal> {
  const body: AcceptQuoteBody = { quote: { id } };
  return apiRequest<Proposal>(QUOTE_PATH, ctx, { method: 'PATCH', body, revision });
}

/** POST csr_review: does the accepted quote need a CSR first? (the server refers it when so) */
export function checkCsrReview(ctx: RequestContext): Promise<CsrReviewReply> {
  return apiRequest<CsrReviewReply>(`${PROPOSALS_PATH}/csr_review`, ctx, { method: 'POST' });
}
