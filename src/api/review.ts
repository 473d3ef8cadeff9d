/**
 * The CSR review page's calls (docs/requirements.md §8.3, §8.5): a proposal by id with its applicant,
 * its status history, a decision at the proposal's revision, and every layout page of the program.
 */
import useSWR, { type SWRResponse } from 'swr';
import type { ProposalWithApplicant, StatusChangeBody, StatusEvent } from '../../adapters/api';
import type { Journey, LayoutPage } from '../../adapters/types';
import { ApiError, apiRequest, type RequestContext } from './client';
import { getConfig } from './config';
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
export function changeStatus(ctx: RequestContext, id: string, revision: number, body: StatusChangeBody): Promise<ProposalWithApplicant> {
  return apiRequest(`${PROPOSALS_PATH}/${encodeURIComponent(id)}/status`, ctx, { method: 'POST', body, revision });
}

/** Every layout page of the journey's steps, by route name (one request each, cached like the step page's). */
export function useJourneyPages(journey: Journey | undefined): SWRResponse<Record<string, LayoutPage>, ApiError> {
  const ctx = useRequestContext();
  const routes = journey?.links.map((l) => l.route_name) ?? [];
  return useSWR(journey ? ['journey-pages', ctx.client, ...routes] : null, async () => {
    const pages = await Promise.all(
      routes.map((route) =>
        getConfig<LayoutPage>(ctx, ctx.locale, route).then(
          (reply) => [route, reply.content] as const,
          // a step without a layout page of its own has nothing to summarise
          (e: unknown) => {
            if (e instanceof ApiError && e.status === 404) return undefined;
            throw e;
          },
        ),
      ),
    );
    return Object.fromEntries(pages.filter((p) => p !== undefined));
  }, { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false });
}
