import type { Role } from '../../adapters/types';

/**
 * Application statuses of spec 000 §4 / 001 §4. The spec also lists "Pending" and
 * "ASSIGN_TO" beside them: "Pending" is how PENDING_CSR_REVIEW is shown to sponsors and
 * ASSIGN_TO is a CSR action (see ACTIONS), so neither is a status here.
 */
export const STATUSES = [
  'IN_PROGRESS',
  'SUBMITTED',
  'QUOTED',
  'QUOTE_ACCEPTED',
  'PENDING_CSR_REVIEW',
  'CSR_REVIEW_IN_PROGRESS',
  'WAITING_ON_CUSTOMER',
  'WAITING_ON_UNDERWRITER',
  'PENDING_SPONSOR_REVIEW',
  'SPONSOR_REJECTED',
  'CSR_REJECTED',
  'CSR_APPROVED',
  'POLICY_ISSUED_PENDING_PAYMENT',
  'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT',
  'POLICY_ISSUED',
  'CANCELLED',
] as const;
export type Status = (typeof STATUSES)[number];

/**
 * Actions: the spec's proposal actions (SEND_TO_CUSTOMER, SEND_TO_CSR_REVIEW, BOUND_MANUALLY,
 * CANCELLED, STATUS_UPDATE, APPROVE, REJECT), the work list's ASSIGN_TO, and the journey's
 * own steps, which the spec leaves unnamed (SUBMIT … START_OVER).
 */
export const ACTIONS = [
  'SUBMIT',
  'QUOTE',
  'EDIT',
  'ACCEPT_QUOTE',
  'SEND_TO_CSR_REVIEW',
  'ISSUE_POLICY',
  'CHOOSE_OFFLINE_PAYMENT',
  'PAYMENT_SUCCESS',
  'START_OVER',
  'ASSIGN_TO',
  'APPROVE',
  'REJECT',
  'SEND_TO_CUSTOMER',
  'STATUS_UPDATE',
  'BOUND_MANUALLY',
  'CANCELLED',
] as const;
export type Action = (typeof ACTIONS)[number];

/** Who acts: a signed-in role, or the server itself (rating, payment provider). */
export type Actor = Role | 'system';

export const isStatus = (value: unknown): value is Status => (STATUSES as readonly unknown[]).includes(value);
export const isAction = (value: unknown): value is Action => (ACTIONS as readonly unknown[]).includes(value);
