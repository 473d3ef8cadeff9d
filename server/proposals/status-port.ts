import type { Kysely, Transaction } from 'kysely';
import type { Database, ProposalRow } from '../db/schema';

export interface TransitionRequest {
  proposal: ProposalRow;
  to: string;
  /** a named action of server/status (QUOTE, START_OVER, CANCELLED, SEND_TO_CSR_REVIEW …); STATUS_UPDATE only for the CSR's "set the status" */
  action: string;
  /** login of whoever caused it, or `system` */
  actor: string;
}

/**
 * Changes a proposal's status inside the caller's transaction and appends the event.
 * It must not bump the revision: the write that carries it already does.
 * The status plugin replaces this by decorating `transition` (same signature);
 * it may throw an HttpError (e.g. 409) for a transition it does not allow.
 */
export type Transition = (trx: Transaction<Database> | Kysely<Database>, request: TransitionRequest) => Promise<ProposalRow>;

/** Until the status plugin is registered: any transition, recorded in proposal_status_events. */
export const recordTransition: Transition = async (trx, { proposal, to, action, actor }) => {
  const row = await trx
    .updateTable('proposals')
    .set({ status: to })
    .where('id', '=', proposal.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('proposal_status_events')
    .values({ proposal_id: proposal.id, from_status: proposal.status, to_status: to, action, actor })
    .execute();
  return row;
};
