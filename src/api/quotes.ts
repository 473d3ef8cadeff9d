/** Quote calls (docs/requirements.md §12.4): PATCH quote (accept / switch) and the CSR-review check. */
import { apiRequest, type RequestContext } from './client';
import { PROPOSALS_PATH, type Proposal } from './proposals';

export const QUOTE_PATH = '/smb/cnc/api/v2/quote';

/** Accepts quote `id` at `revision` (QUOTED → QUOTE_ACCEPTED); the reply is the proposal. */
export function acceptQuote(ctx: RequestContext, revision: number, id: string): Promise<Proposal> {
  return apiRequest<Proposal>(QUOTE_PATH, ctx, { method: 'PATCH', body: { quote: { id } }, revision });
}

/** POST csr_review: does the accepted quote need a CSR first? (the server refers it when so) */
export function checkCsrReview(ctx: RequestContext): Promise<{ review_required: boolean }> {
  return apiRequest<{ review_required: boolean }>(`${PROPOSALS_PATH}/csr_review`, ctx, { method: 'POST' });
}
