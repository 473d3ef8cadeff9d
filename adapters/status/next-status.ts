import { TRANSITIONS, type Transition } from './transitions';
import type { Action, Actor } from './actions';
import type { Status } from './statuses';

/** Actions whose side effects (quote, policy, payment) only their own routes perform: never reached by STATUS_UPDATE. */
const NAMED_ONLY = new Set<Action>(['ACCEPT_QUOTE', 'ISSUE_POLICY', 'CHOOSE_OFFLINE_PAYMENT', 'CHOOSE_FINANCING', 'PAYMENT_SUCCESS', 'BILL_SPONSOR', 'BOUND_MANUALLY', 'QUOTE_EXPIRED']);

export type TransitionRefusal =
  /** the status does not allow it (HTTP 409) */
  | { kind: 'illegal'; from: Status; to: string; action: Action; messageId: 'server.status.illegal' }
  /** allowed from this status, but not to this actor (HTTP 403) */
  | { kind: 'forbidden'; from: Status; to: string; action: Action; actor: Actor; messageId: 'server.status.forbidden' }
  /** several targets are possible: the caller must say which (HTTP 400) */
  | { kind: 'target-required'; from: Status; to: string; action: Action; messageId: 'server.status.targetRequired' };

export type NextStatus = { ok: true; to: Status; transition: Transition } | ({ ok: false } & TransitionRefusal);

/**
 * The status a proposal moves to when `actor` performs `action` in status `from`, or why not.
 * `to` picks the target of an action with several (STATUS_UPDATE) and must match otherwise.
 * STATUS_UPDATE with a `to` is also the generic "set the status to X": it is allowed wherever
 * a named action leads from → to for this actor, except the policy and payment actions.
 * Refusals carry both statuses (`to` lists the possible targets when none was asked for).
 * A transition limited to some programs counts only for the proposal's `client`.
 */
export function nextStatus(from: Status, action: Action, actor: Actor, to?: Status, client?: string): NextStatus {
  const table = TRANSITIONS.filter((t) => !t.programs || (client !== undefined && t.programs.includes(client)));
  const ofAction = table.filter((t) => t.action === action && (to === undefined || t.to === to));
  let fromHere = ofAction.filter((t) => t.from.includes(from));
  if (fromHere.length === 0 && action === 'STATUS_UPDATE' && to !== undefined) {
    // a generic "set the status to X": allowed where a named action without side effects leads there
    fromHere = table.filter((t) => t.to === to && t.from.includes(from) && !NAMED_ONLY.has(t.action));
  }
  if (fromHere.length === 0) {
    const target = to ?? targets(TRANSITIONS.filter((t) => t.action === action));
    return { ok: false, kind: 'illegal', from, to: target, action, messageId: 'server.status.illegal' };
  }
  const mine = fromHere.filter((t) => t.who.includes(actor));
  if (mine.length === 0) {
    return { ok: false, kind: 'forbidden', from, to: to ?? targets(fromHere), action, actor, messageId: 'server.status.forbidden' };
  }
  if (new Set(mine.map((t) => t.to)).size > 1) {
    return { ok: false, kind: 'target-required', from, to: targets(mine), action, messageId: 'server.status.targetRequired' };
  }
  return { ok: true, to: mine[0]!.to, transition: mine[0]! };
}

function targets(list: readonly Transition[]): string {
  return [...new Set(list.map((t) => t.to))].join(' | ');
}

/** The actions `actor` may take in status `from` (of a proposal of `client`) with their targets, e.g. for a CSR's menu. */
export function allowedActions(from: Status, actor: Actor, client?: string): { action: Action; to: Status }[] {
  return TRANSITIONS.filter((t) => t.from.includes(from) && t.who.includes(actor) && (!t.programs || (client !== undefined && t.programs.includes(client)))).map((t) => ({
    action: t.action,
    to: t.to,
  }));
}
