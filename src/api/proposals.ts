/** The proposal (progress state) calls (docs/requirements.md §12.4): GET, POST create, PATCH with revision. */
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, ApiError, type RequestContext } from './client';
import type { QuoteWrapper } from './quote-types';
import { useRequestContext } from './useRequestContext';

export const PROPOSALS_PATH = '/smb/cnc/api/v2/proposals';

export interface ProgressState {
  name: string;
  completed: boolean;
  form_elements: Record<string, unknown>;
  /** the layout version the answers were given on (set by the server) */
  content_hash?: string;
}

/** A step as written: the server validates it and attaches the layout version. */
export interface ProgressStateInput {
  name: string;
  completed: boolean;
  form_elements: Record<string, unknown>;
}

export interface Proposal {
  id: string;
  status: string;
  type?: string;
  program_type?: string;
  current_progress_state?: string | null;
  progress_states: ProgressState[];
  progress_states_revision: number;
  /** the rating's quotes (docs/requirements.md §5.1) */
  quotes?: QuoteWrapper[];
  accepted_quote_id?: string | null;
  prior_term_liability_limit?: number | null;
  issued_policy_id?: string | null;
  issued_policy_number?: string | null;
}

export interface ProgressStateWrite {
  current_progress_state: string;
  progress_states: ProgressStateInput[];
}

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

export function createProposal(ctx: RequestContext, body: ProgressStateWrite): Promise<Proposal> {
  return apiRequest<Proposal>(PROPOSALS_PATH, ctx, { method: 'POST', body });
}

/**
 * PATCH the steps in `body`; a stale `revision` answers 409 (another window saved first).
 * `generateQuote` asks the server to rate the proposal because the next step is a quote page.
 */
export function patchProposal(ctx: RequestContext, revision: number, body: ProgressStateWrite, generateQuote = false): Promise<Proposal> {
  return apiRequest<Proposal>(PROPOSALS_PATH, ctx, {
    method: 'PATCH',
    body,
    revision,
    ...(generateQuote ? { flags: { generate_quote: true } } : {}),
  });
}

export function proposalKey(ctx: RequestContext) {
  return ['proposal', ctx.client, ctx.customerNumber ?? ''] as const;
}

export function useProposal(enabled = true): SWRResponse<Proposal | null, ApiError> {
  const ctx = useRequestContext();
  // Never refetch behind the user's back while they type: a stale copy is caught by the revision.
  return useSWR(enabled ? proposalKey(ctx) : null, () => getProposal(ctx), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
