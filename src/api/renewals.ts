/** The renewal calls (docs/requirements.md §2.11). */
import type { Proposal, RenewalBody } from '../../adapters/api';
import { apiRequest, type RequestContext } from './client';
import { POLICIES_PATH } from './policies';

/**
 * POST /policies/{id}/renewal: the caller's RENEWAL (or, with type QUICK_RENEWAL, quick renewal)
 * application for that policy, started now (201) or already started (200, the same one); 409 outside
 * the renewal window, in the caller's language.
 */
export function startRenewal(ctx: RequestContext, policyId: string, type: NonNullable<RenewalBody['type']> = 'RENEWAL'): Promise<Proposal> {
  return apiRequest<Proposal>(`${POLICIES_PATH}/${encodeURIComponent(policyId)}/renewal`, ctx, { method: 'POST', body: { type } });
}
