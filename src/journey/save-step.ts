/**
 * Saving a step (docs/requirements.md §2.6): the first save creates the proposal, later ones PATCH the
 * step with the revision they were based on. The outcome is a value, not an exception,
 * so the page can show each kind of failure in its own way.
 */
import type { FieldError, FormData } from '../../adapters/types';
import type { Failure } from '../../adapters/errors/catalogue';
import { ApiError, type RequestContext } from '../api/client';
import type { Proposal, StepsBody } from '../../adapters/api';
import { createProposal, patchProposal } from '../api/proposals';

/** Each failure shown in place carries what the error catalogue looks up (docs/requirements.md §10.5). */
export type SaveOutcome =
  | { kind: 'saved'; proposal: Proposal }
  /** 400: the server rejected fields; `message` is its summary ("A, B and C ...") */
  | { kind: 'rejected'; message: string | undefined; errors: FieldError[]; failure: Failure }
  /** 409: another window saved first */
  | { kind: 'conflict'; failure: Failure }
  /** 500, 503, 401, 408, 0: leave for the error page */
  | { kind: 'redirect'; status: number }
  /** anything else: stay, say it failed */
  | { kind: 'failed'; status: number; statusTextId: string; failure: Failure };

export interface StepToSave {
  progressState: string;
  data: FormData;
  /** the next step is a quote page: ask the server to rate (docs/requirements.md §5.2) */
  generateQuote?: boolean;
}

/** The server pins the answers to the layout version itself; the body carries only the answers. */
export function stepBody({ progressState, data }: StepToSave): StepsBody {
  return {
    current_progress_state: progressState,
    progress_states: [{ name: progressState, completed: true, form_elements: data }],
  };
}

export async function saveStep(ctx: RequestContext, proposal: Proposal | null | undefined, step: StepToSave): Promise<SaveOutcome> {
  const body = stepBody(step);
  try {
    const saved = proposal
      ? await patchProposal(ctx, proposal.progress_states_revision, body, step.generateQuote)
      : await createProposal(ctx, body);
    return { kind: 'saved', proposal: saved };
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (e.status === 400) return { kind: 'rejected', message: e.serverMessage, errors: e.messageList, failure: e.failure };
    if (e.status === 409) return { kind: 'conflict', failure: e.failure };
    if (e.redirects) return { kind: 'redirect', status: e.status };
    return { kind: 'failed', status: e.status, statusTextId: e.statusTextId, failure: e.failure };
  }
}
