/** The CSR work list calls (docs/requirements.md §8.2, §8.3): one page of the list, and "Assign to me". */
import useSWR, { type SWRResponse } from 'swr';
import type { Proposal, WorkListReply } from '../../adapters/api';
import type { Locale } from '../../adapters/types';
import { apiRequest, type ApiError, type RequestContext } from './client';
import { PROPOSALS_PATH } from './proposals';
import { useRequestContext } from './useRequestContext';

export const WORK_LIST_PATH = `${PROPOSALS_PATH}/work-list`;

/** The spreadsheet of the whole list `query` filters, headers and labels in `locale`: a link the browser downloads. */
export function workListExportUrl(query: Record<string, string>, locale: Locale): string {
  const { page: _page, ...filters } = query;
  return `${WORK_LIST_PATH}/export?${new URLSearchParams({ ...filters, locale }).toString()}`;
}

export function getWorkList(ctx: RequestContext, query: Record<string, string>): Promise<WorkListReply> {
  return apiRequest<WorkListReply>(WORK_LIST_PATH, ctx, { query });
}

/** ASSIGN_TO at the row's revision: the server records the caller's name as the CSR. */
export function assignToMe(ctx: RequestContext, id: string, revision: number): Promise<Proposal> {
  return apiRequest<Proposal>(`${PROPOSALS_PATH}/${encodeURIComponent(id)}/status`, ctx, { method: 'POST', body: { type: 'ASSIGN_TO' }, revision });
}

/**
 * The page of the list that `query` (as in the URL) asks for; the previous page stays shown while the
 * next loads. Read again each time the list is opened: back from a decision on the review page, the
 * list shows it at once (SWR would otherwise reuse a reply under two seconds old).
 */
export function useWorkList(query: Record<string, string>): SWRResponse<WorkListReply, ApiError> {
  const ctx = useRequestContext();
  const key = new URLSearchParams(query).toString();
  return useSWR(['work-list', key], () => getWorkList(ctx, query), { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 0 });
}
