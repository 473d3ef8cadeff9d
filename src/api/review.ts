/**
 * The review pages' calls (docs/requirements.md §8.3, §8.5): a proposal by id with its applicant,
 * its answers by step, its status history, and a decision at the proposal's revision; a customer's
 * application summary (the csr-review pages).
 */
import useSWR, { type SWRResponse } from 'swr';
import type { ApplicationSummaryReply, Proposal, ProposalWithApplicant, ReviewSummaryReply, StatusChangeBody, StatusEvent } from '../../adapters/api';
import { apiRequest, type ApiError, type RequestContext } from './client';
import { PROPOSALS_PATH } from './proposals';
import { useRequestContext } from './useRequestContext';

const NO_FOCUS_REFETCH = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export function useProposalById(id: string): SWRResponse<ProposalWithApplicant, ApiError> {
  const ctx = useRequestContext();
  return useSWR(['proposal-by-id', id], () => apiRequest<ProposalWithApplicant>(`${PROPOSALS_PATH}/id/${encodeURIComponent(id)}`, ctx), NO_FOCUS_REFETCH);
}

export function useStatusEvents(id: string): SWRResponse<StatusEvent[], ApiError> {
  const ctx = useRequestContext();
  return useSWR(['status-events', id], () => apiRequest<StatusEvent[]>(`${PROPOSALS_PATH}/${encodeURIComponent(id)}/events`, ctx), NO_FOCUS_REFETCH);
}

/** A staff decision on the proposal as it was at `revision`; a stale one answers 409 with `current_status`. */
export function changeStatus(ctx: RequestContext, id: string, revision: number, body: StatusChangeBody): Promise<Proposal> {
  return apiRequest(`${PROPOSALS_PATH}/${encodeURIComponent(id)}/status`, ctx, { method: 'POST', body, revision });
}

/** The answers by step as a reviewer reads them, in the page's language (the server builds it: the layouts stay off the back office's bundle). */
export function useReviewSummary(id: string): SWRResponse<ReviewSummaryReply, ApiError> {
  const ctx = useRequestContext();
  return useSWR(['review-summary', id, ctx.locale], () => apiRequest<ReviewSummaryReply>(`${PROPOSALS_PATH}/${encodeURIComponent(id)}/review`, ctx), NO_FOCUS_REFETCH);
}

/** A customer's application and its answers by step, in the page's language (the csr-review pages). */
export function useApplicationSummary(customerNumber: string): SWRResponse<ApplicationSummaryReply, ApiError> {
  const ctx = useRequestContext();
  return useSWR(['application-summary', customerNumber, ctx.locale], () => apiRequest<ApplicationSummaryReply>(`${PROPOSALS_PATH}/summary/${encodeURIComponent(customerNumber)}`, ctx), NO_FOCUS_REFETCH);
}
