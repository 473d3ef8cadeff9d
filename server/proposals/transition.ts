import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { isStatus, nextStatus, type Action, type Actor, type Status } from '../../adapters/status';
import type { Database, ProposalRow } from '../db/schema';
import { domainError } from '../errors/domain-error';
import { serverNow } from '../clock/today';
import { viewerOf } from '../../adapters/identity/permissions';
import { USER_COLUMNS } from '../session/session-store';
import './db-types';

type Db = Kysely<Database> | Transaction<Database>;

export interface TransitionRequest {
  /** the proposal as just read or written in this transaction */
  proposal: ProposalRow;
  action: Action;
  /** login of whoever caused it, or `system` */
  actor: string;
  /** the target: required for STATUS_UPDATE, otherwise checked against the table */
  to?: Status;
  /** the actor's role; looked up from users by login when absent */
  role?: Actor;
  /** ASSIGN_TO: the CSR the proposal is assigned to */
  assignee?: string;
  /** kept on the event row, e.g. the accepted quote id */
  note?: string;
}

/** Moves a proposal to its next status: the one status writer (see `statusWriter`). */
export type Transition = (db: Db, request: TransitionRequest) => Promise<ProposalRow>;

/**
 * What another area does inside the transaction of every status change, once the proposal's
 * row holds the new status (the policies area: the policy follows its proposal).
 */
export type StatusListener = (db: Db, change: { proposalId: string; from: Status; to: Status }) => Promise<void>;

/**
 * The one status writer. `transition` moves a proposal to its next status inside the caller's
 * transaction, as the transition table of adapters/status allows, runs the listeners and appends
 * the event (proposal_id, actor, at, from, to, action). It does not bump the revision: the write
 * that carries the change does. Refusals: illegalTransition (the status forbids it, naming both
 * statuses), transitionForbidden (the role does), transitionTargetRequired (STATUS_UPDATE
 * without a target), statusChangedMeanwhile (another write moved it first).
 */
export function statusWriter(listeners: readonly StatusListener[]): Transition {
  return async (db, request) => {
    const { proposal, action, actor, to } = request;
    const from = proposal.status;
    const role = request.role ?? (await roleOf(db, actor));
    // a status written outside this writer (by hand, or by an older version) moves nowhere
    if (!isStatus(from)) throw domainError('illegalTransition', { values: { from, to: to ?? '?', action } });

    const next = nextStatus(from, action, role, to, proposal.client);
    if (!next.ok) {
      const values = { from: next.from, to: next.to, action: next.action };
      if (next.kind === 'illegal') throw domainError('illegalTransition', { values });
      if (next.kind === 'forbidden') throw domainError('transitionForbidden', { values });
      throw domainError('transitionTargetRequired', { values });
    }

    const updated = await db
      .updateTable('proposals')
      .set({
        status: next.to,
        ...(next.to === 'CSR_APPROVED' ? { approved_timestamp: serverNow() } : {}),
        // a new approval is accepted anew (docs/requirements.md §6.1); a quote switch within it keeps the acceptance
        ...(next.to === 'CSR_APPROVED' && from !== 'CSR_APPROVED' ? { terms_accepted_at: null } : {}),
        ...(next.to === 'PENDING_CSR_REVIEW' ? { referal_date: sql<Date>`coalesce(referal_date, now())` } : {}),
        ...(next.to === 'POLICY_ISSUED_PENDING_PAYMENT' || next.to === 'POLICY_ISSUED' ? { bind_date: sql<Date>`coalesce(bind_date, now())` } : {}),
        ...(action === 'ASSIGN_TO' ? { assigned_to: request.assignee ?? actor } : {}),
      })
      .where('id', '=', proposal.id)
      // the status read by the caller must still be the stored one
      .where('status', '=', from)
      .returningAll()
      .executeTakeFirst();
    if (!updated) {
      const now = await db.selectFrom('proposals').select('status').where('id', '=', proposal.id).executeTakeFirst();
      throw domainError('statusChangedMeanwhile', { values: { from, current: now?.status ?? '?' } });
    }
    for (const listener of listeners) await listener(db, { proposalId: proposal.id, from, to: next.to });
    const note = action === 'ASSIGN_TO' ? (request.assignee ?? actor) : (request.note ?? null);
    await db
      .insertInto('proposal_status_events')
      // clock_timestamp, not now(): two changes in one transaction (accept, then refer) keep their order
      .values({ proposal_id: proposal.id, from_status: from, to_status: next.to, action, actor, note, at: sql<Date>`clock_timestamp()` })
      .execute();
    return updated;
  };
}

/** The first event of a proposal just created in `db`'s transaction: its initial status, from none. */
export async function recordCreation(db: Db, proposal: ProposalRow, actor: string): Promise<void> {
  await db.insertInto('proposal_status_events').values({ proposal_id: proposal.id, from_status: null, to_status: proposal.status, action: 'CREATE', actor }).execute();
}

async function roleOf(db: Db, login: string): Promise<Actor> {
  if (login === 'system') return 'system';
  const user = await db.selectFrom('users').select(USER_COLUMNS).where('login', '=', login).executeTakeFirst();
  if (!user) throw domainError('unknownActor');
  return viewerOf(user);
}
