import type { ProgressState, Proposal } from '../../adapters/api';
import type { ProposalRow } from '../db/schema';
import { proposalQuoteDaysLeft } from './quote-expiry';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Every property of the reply, always: the reply schema marks fewer required (its serializer writes required ones first). */
export function toProposal(row: ProposalRow): Required<Proposal> {
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
    quoted_at: iso(row.quoted_at),
    quote_expiry_days: proposalQuoteDaysLeft(row),
    bind_date: iso(row.bind_date),
    terms_accepted_at: iso(row.terms_accepted_at),
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
