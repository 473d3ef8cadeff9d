import type { Status } from '../../adapters/status';
import type { ProgressState, ProposalRow } from '../db/schema';

/** The proposal as the API answers it (docs/requirements.md §12.3, snake_case). */
export interface Proposal {
  id: string;
  customer_number: string;
  client: string;
  status: Status;
  type: string;
  program_type: string;
  current_progress_state: string | null;
  created_by: string;
  created_timestamp: string;
  last_modified_timestamp: string;
  approved_timestamp: string | null;
  referal_date: string | null;
  bind_date: string | null;
  accepted_quote_id: string | null;
  issued_policy_id: string | null;
  issued_policy_number: string | null;
  billing_account_number: string | null;
  prior_term_liability_limit: number | null;
  progress_states_revision: number;
  is_quick_renewal_journey_active: boolean;
  utm: Record<string, string> | null;
  quotes: unknown[];
  progress_states: ProgressState[];
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toProposal(row: ProposalRow): Proposal {
  return {
    id: row.id,
    customer_number: row.customer_number,
    client: row.client,
    status: row.status,
    type: row.type,
    program_type: row.program_type,
    current_progress_state: row.current_progress_state,
    created_by: row.created_by,
    created_timestamp: row.created_timestamp.toISOString(),
    last_modified_timestamp: row.last_modified_timestamp.toISOString(),
    approved_timestamp: iso(row.approved_timestamp),
    referal_date: iso(row.referal_date),
    bind_date: iso(row.bind_date),
    accepted_quote_id: row.accepted_quote_id,
    issued_policy_id: row.issued_policy_id,
    issued_policy_number: row.issued_policy_number,
    billing_account_number: row.billing_account_number,
    prior_term_liability_limit: row.prior_term_liability_limit,
    progress_states_revision: row.revision,
    is_quick_renewal_journey_active: row.is_quick_renewal_journey_active,
    utm: row.utm,
    quotes: row.quotes,
    progress_states: row.progress_states,
  };
}

/** Replaces saved steps by name, appends new ones, keeps the order they were first saved in. */
export function mergeStates(saved: readonly ProgressState[], incoming: readonly ProgressState[]): ProgressState[] {
  const out = [...saved];
  for (const state of incoming) {
    const at = out.findIndex((s) => s.name === state.name);
    if (at >= 0) out[at] = state;
    else out.push(state);
  }
  return out;
}
