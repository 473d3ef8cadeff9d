import type { Status } from './statuses';

/**
 * Statuses in which the journey's steps are locked, not editable (docs/requirements.md §2.7): the answers
 * are shown, nothing is saved.
 */
export const LOCKED_STATUSES: readonly Status[] = [
  'QUOTE_ACCEPTED',
  'CSR_APPROVED',
  'POLICY_ISSUED_PENDING_PAYMENT',
  'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT',
  'POLICY_ISSUED',
  'SPONSOR_REJECTED',
  'CSR_REJECTED',
  'PENDING_CSR_REVIEW',
];

/** Accepts any string (a proposal's status as read from JSON); an unknown status is not locked. */
export function isLocked(status: string): boolean {
  return (LOCKED_STATUSES as readonly string[]).includes(status);
}
