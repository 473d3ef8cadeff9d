/** The sponsor (client RPG captive) calls (docs/requirements.md §8.4): a page of a list, one application, a decision. */
import useSWR, { type SWRResponse } from 'swr';
import type { SponsorListReply, SponsorReviewReply, SponsorView } from '../../adapters/api';
import { apiRequest, type ApiError } from './client';
import { PROPOSALS_PATH } from './proposals';
import { useRequestContext } from './useRequestContext';

/**
 * A page of a sponsor list, read again each time the list is opened: a decision made on the review
 * page a moment ago shows at once (SWR would otherwise reuse a reply under two seconds old).
 */
export function useSponsorList(view: SponsorView, page: number): SWRResponse<SponsorListReply, ApiError> {
  const ctx = useRequestContext();
  const query = { view, page: String(page) };
  return useSWR(['sponsor-list', view, page], () => apiRequest<SponsorListReply>(`${PROPOSALS_PATH}/sponsor-list`, ctx, { query }), {
    keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 0,
  });
}

export function useSponsorReview(customerNumber: string): SWRResponse<SponsorReviewReply, ApiError> {
  const ctx = useRequestContext();
  return useSWR(['sponsor-review', customerNumber], () => apiRequest<SponsorReviewReply>(`${PROPOSALS_PATH}/sponsor-review/${encodeURIComponent(customerNumber)}`, ctx), {
    revalidateOnFocus: false, shouldRetryOnError: false,
  });
}
