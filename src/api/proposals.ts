/** The proposal (progress state) calls (docs/requirements.md §12.4): GET, POST create, PATCH with revision. */
import useSWR, { preload, type SWRResponse } from 'swr';
import type { Proposal, StepsBody } from '../../adapters/api';
import { apiRequest, ApiError, type RequestContext } from './client';
import { useRequestContext } from './useRequestContext';

export const PROPOSALS_PATH = '/smb/cnc/api/v2/proposals';

/**
 * The caller's proposal for this program; null when none exists yet: 404 or 400 (docs/requirements.md §2.10), or
 * 204 No Content, the answer that the browser does not log as a failed load.
 */
export async function getProposal(ctx: RequestContext): Promise<Proposal | null> {
  try {
    return (await apiRequest<Proposal | undefined>(PROPOSALS_PATH, ctx)) ?? null;
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400)) return null;
    throw e;
  }
}

export function createProposal(ctx: RequestContext, body: StepsBody): Promise<Proposal> {
  return apiRequest<Proposal>(PROPOSALS_PATH, ctx, { method: 'POST', body });
}

/**
 * PATCH the steps in `body`; a stale `revision` answers 409 (another window saved first).
 * `generateQuote` asks the server to rate the proposal because the next step is a quote page.
 */
export function patchProposal(ctx: RequestContext, revision: number, body: StepsBody, generateQuote = false): Promise<Proposal> {
  return apiRequest<Proposal>(PROPOSALS_PATH, ctx, {
    method: 'PATCH',
    body,
    revision,
    ...(generateQuote ? { flags: { generate_quote: true } } : {}),
  });
}

/** DELETE the current proposal at `revision` (it becomes CANCELLED and is no longer current). */
export function deleteProposal(ctx: RequestContext, revision: number): Promise<Proposal> {
  return apiRequest<Proposal>(PROPOSALS_PATH, ctx, { method: 'DELETE', revision });
}

/** Start the current proposal over at `revision`: its steps and quotes cleared. */
export function startOverProposal(ctx: RequestContext, revision: number): Promise<Proposal> {
  return apiRequest<Proposal>(`${PROPOSALS_PATH}/start_over`, ctx, { method: 'PATCH', revision });
}

/** Drops an expired quote for a new one, keeping the answers (docs/requirements.md §5.9). */
export function requoteProposal(ctx: RequestContext, revision: number): Promise<Proposal> {
  return apiRequest<Proposal>(`${PROPOSALS_PATH}/requote`, ctx, { method: 'PATCH', revision });
}

/** The applicant accepts the terms of their CSR-approved application at `revision` (docs/requirements.md §6.1). */
export function acceptTerms(ctx: RequestContext, revision: number): Promise<Proposal> {
  return apiRequest<Proposal>(`${PROPOSALS_PATH}/terms`, ctx, { method: 'POST', revision });
}

export function proposalKey(ctx: RequestContext) {
  return ['proposal', ctx.client, ctx.customerNumber ?? ''] as const;
}

/** Starts the proposal request before the page's hook asks (src/app/route-preload.ts); the hook takes this reply or failure. */
export function preloadProposal(ctx: RequestContext): Promise<Proposal | null> {
  return preload(proposalKey(ctx), () => getProposal(ctx));
}

export function useProposal(enabled = true): SWRResponse<Proposal | null, ApiError> {
  const ctx = useRequestContext();
  // Never refetch behind the user's back while they type: a stale copy is caught by the revision.
  return useSWR(enabled ? proposalKey(ctx) : null, () => getProposal(ctx), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** POST /proposals/regular_renewal at `revision`: the caller's quick renewal becomes the regular renewal (docs/requirements.md §2.11). */
export function regularRenewal(ctx: RequestContext, revision: number): Promise<Proposal> {
  return apiRequest<Proposal>(`${PROPOSALS_PATH}/regular_renewal`, ctx, { method: 'POST', revision });
}
