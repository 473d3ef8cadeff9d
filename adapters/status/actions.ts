import type { Role } from '../types';

/**
 * Actions: the spec's proposal actions (SEND_TO_CUSTOMER, SEND_TO_CSR_REVIEW, BOUND_MANUALLY,
 * CANCELLED, STATUS_UPDATE, APPROVE, REJECT), the work list's ASSIGN_TO, and the journey's
 * own steps, which the spec leaves unnamed (SUBMIT … START_OVER; BILL_SPONSOR: a policy billed
 * to the applicant's company is bound as it is issued, docs/requirements.md §6.1; QUOTE_EXPIRED: an
 * expired quote is dropped for a new one, §5.9; CHOOSE_FINANCING: the finance provider accepted the
 * agreement and the down payment, §6.4).
 */
export const ACTIONS = [
  'SUBMIT',
  'QUOTE',
  'EDIT',
  'ACCEPT_QUOTE',
  'SEND_TO_CSR_REVIEW',
  'ISSUE_POLICY',
  'CHOOSE_OFFLINE_PAYMENT',
  'CHOOSE_FINANCING',
  'PAYMENT_SUCCESS',
  'BILL_SPONSOR',
  'START_OVER',
  'QUOTE_EXPIRED',
  'ASSIGN_TO',
  'APPROVE',
  'REJECT',
  'SEND_TO_CUSTOMER',
  'STATUS_UPDATE',
  'BOUND_MANUALLY',
  'CANCELLED',
] as const;
export type Action = (typeof ACTIONS)[number];

/** What a status event records: an action, or CREATE for the proposal's first status. */
export type EventAction = Action | 'CREATE';

/** Who acts: a signed-in role, or the server itself (rating, payment provider). */
export type Actor = Role | 'system';

export const isAction = (value: unknown): value is Action => (ACTIONS as readonly unknown[]).includes(value);
