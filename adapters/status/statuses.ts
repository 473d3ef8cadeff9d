/**
 * Application statuses (docs/requirements.md §3.1), shared by the server's status machine and the
 * browser. The spec also lists "Pending" and "ASSIGN_TO" beside them: "Pending" is how
 * PENDING_CSR_REVIEW is shown to sponsors and ASSIGN_TO is a CSR action, so neither is a status.
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

export const isStatus = (value: unknown): value is Status => (STATUSES as readonly unknown[]).includes(value);
