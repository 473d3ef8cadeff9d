import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database, ProposalRow } from '../db/schema';
import { httpError } from '../errors/http-error';
import { policyFollowsStatus } from '../policies/follow-status';
import { ERROR_CODE } from '../errors/codes';
import { nextStatus } from './next-status';
import { isAction, isStatus, type Actor, type Status } from './statuses';
import './db-types';

type Db = Kysely<Database> | Transaction<Database>;

export interface TransitionRequest {
  /** the proposal as just read or written in this transaction */
  proposal: ProposalRow;
  /** one of ACTIONS (statuses.ts) */
  action: string;
  /** login of whoever caused it, or `system` */
  actor: string;
  /** the target: required for STATUS_UPDATE, otherwise checked against the table */
  to?: string;
  /** the actor's role; looked up from users by login when absent */
  role?: Actor;
  /** ASSIGN_TO: the CSR the proposal is assigned to */
  assignee?: string;
  /** kept on the event row, e.g. the accepted quote id */
  note?: string;
}

/**
 * Moves a proposal to its next status inside the caller's transaction and appends the event
 * (proposal_id, actor, at, from, to, action); the proposal's policy follows (ISSUED when
 * bound, VOID when cancelled). Does not bump the revision: the write that
 * carries the change does. Throws HttpError 409 (the status forbids it, naming both
 * statuses), 403 (the role does), 400 (STATUS_UPDATE without a target, unknown action).
 */
export async function transition(db: Db, request: TransitionRequest): Promise<ProposalRow> {
  const { proposal, action, actor } = request;
  const from = proposal.status;
  const to = request.to;
  if (!isAction(action)) throw httpError(400, 'server.status.unknownAction', { code: ERROR_CODE.illegalTransition, values: { action } });
  if (to !== undefined && !isStatus(to)) throw httpError(400, 'server.status.unknownStatus', { code: ERROR_CODE.illegalTransition, values: { status: to } });
  const role = request.role ?? (await roleOf(db, actor));
  const values = { from, to: to ?? '?', action };
  if (!isStatus(from)) throw httpError(409, 'server.status.illegal', { code: ERROR_CODE.illegalTransition, values });

  const next = nextStatus(from, action, role, to as Status | undefined, proposal.client);
  if (!next.ok) {
    const v = { from: next.from, to: next.to, action: next.action };
    if (next.kind === 'illegal') throw httpError(409, next.messageId, { code: ERROR_CODE.illegalTransition, values: v });
    if (next.kind === 'forbidden') throw httpError(403, next.messageId, { code: ERROR_CODE.transitionForbidden, values: v });
    throw httpError(400, next.messageId, { code: ERROR_CODE.transitionTargetRequired, values: v });
  }

  const updated = await db
    .updateTable('proposals')
    .set({
      status: next.to,
      ...(next.to === 'CSR_APPROVED' ? { approved_timestamp: sql<Date>`now()` } : {}),
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
    throw httpError(409, 'server.status.changedMeanwhile', { code: ERROR_CODE.statusChangedMeanwhile, values: { from, current: now?.status ?? '?' } });
  }
  await policyFollowsStatus(db, proposal.id, next.to);
  const note = action === 'ASSIGN_TO' ? (request.assignee ?? actor) : (request.note ?? null);
  await db
    .insertInto('proposal_status_events')
    // clock_timestamp, not now(): two changes in one transaction (accept, then refer) keep their order
    .values({ proposal_id: proposal.id, from_status: from, to_status: next.to, action, actor, note, at: sql<Date>`clock_timestamp()` })
    .execute();
  return updated;
}

async function roleOf(db: Db, login: string): Promise<Actor> {
  if (login === 'system') return 'system';
  const user = await db.selectFrom('users').select('role').where('login', '=', login).executeTakeFirst();
  if (!user) throw httpError(403, 'server.errors.forbidden', { code: ERROR_CODE.transitionForbidden });
  return user.role;
}
