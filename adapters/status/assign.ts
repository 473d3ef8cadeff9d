import { nextStatus } from './next-status';
import type { Status } from './statuses';

/**
 * Statuses in which the work list never offers "Assign to me" (docs/requirements.md §8.3): the
 * application is with the applicant or the sponsor, decided, or bound.
 */
export const NOT_ASSIGNABLE_STATUSES: readonly Status[] = [
  'PENDING_SPONSOR_REVIEW', 'IN_PROGRESS', 'CSR_REJECTED', 'SPONSOR_REJECTED', 'CSR_APPROVED', 'QUOTE_ACCEPTED',
  'POLICY_ISSUED_PENDING_PAYMENT', 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT', 'POLICY_ISSUED', 'QUOTED',
];

/**
 * The work list offers "Assign to me" for this status: not one of the excluded ones, and one the
 * transition table lets a CSR take (so the link never leads to a refusal: SUBMITTED and CANCELLED
 * are in neither list and stay without it).
 */
export function offersAssignToMe(status: Status): boolean {
  return !NOT_ASSIGNABLE_STATUSES.includes(status) && nextStatus(status, 'ASSIGN_TO', 'csr').ok;
}
