/**
 * Drafts of a step (docs/server.md "Drafts"): what the applicant typed and did not save yet, kept
 * on the server only, never in the browser's storage.
 */
import useSWR, { preload, type SWRResponse } from 'swr';
import type { Draft, DraftSaved, DraftsReply } from '../../adapters/api';
import { apiRequest, type ApiError, type RequestContext } from './client';
import { PROPOSALS_PATH } from './proposals';
import { useRequestContext } from './useRequestContext';

export const DRAFTS_PATH = `${PROPOSALS_PATH}/drafts`;

export async function getDrafts(ctx: RequestContext): Promise<Draft[]> {
  return (await apiRequest<DraftsReply>(DRAFTS_PATH, ctx)).drafts;
}

/**
 * PUT the step's answers as typed, at the proposal `revision` they were typed on (a stale one
 * answers 409). `keepalive`: sent as the page is hidden or closed, so it outlives the page.
 */
export function putDraft(ctx: RequestContext, revision: number, name: string, formElements: Record<string, unknown>, keepalive = false): Promise<DraftSaved> {
  return apiRequest<DraftSaved>(`${DRAFTS_PATH}/${encodeURIComponent(name)}`, ctx, { method: 'PUT', revision, body: { form_elements: formElements }, keepalive });
}

export async function deleteDraft(ctx: RequestContext, name: string): Promise<void> {
  await apiRequest<undefined>(`${DRAFTS_PATH}/${encodeURIComponent(name)}`, ctx, { method: 'DELETE' });
}

export function draftsKey(ctx: RequestContext) {
  return ['drafts', ctx.client, ctx.customerNumber ?? ''] as const;
}

/** Starts the drafts request before the page's hook asks (src/app/route-preload.ts); the hook takes this reply or failure. */
export function preloadDrafts(ctx: RequestContext): Promise<Draft[]> {
  return preload(draftsKey(ctx), () => getDrafts(ctx));
}

/** The drafts of the applicant's application; fetched once per visit, then kept in step with every write of this tab. */
export function useDrafts(enabled: boolean): SWRResponse<Draft[], ApiError> {
  const ctx = useRequestContext();
  return useSWR(enabled ? draftsKey(ctx) : null, () => getDrafts(ctx), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
