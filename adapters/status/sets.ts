import type { Status } from './statuses';

/**
 * The application is still being filled in: the applicant moves freely between the steps, and a
 * save may (re)generate the quotes. Every other status has a page of its own.
 */
export const OPEN_STATUSES: readonly Status[] = ['IN_PROGRESS', 'SUBMITTED', 'QUOTED'];

/** The application is with a CSR (or the sponsor) and no decision is made yet. */
export const IN_REVIEW_STATUSES: readonly Status[] = [
  'PENDING_CSR_REVIEW', 'CSR_REVIEW_IN_PROGRESS', 'WAITING_ON_CUSTOMER', 'WAITING_ON_UNDERWRITER', 'PENDING_SPONSOR_REVIEW',
];

/** Accept any string (a status as read from JSON or a database row); an unknown status is in no set. */
export const isOpen = (status: string): boolean => (OPEN_STATUSES as readonly string[]).includes(status);
export const isInReview = (status: string): boolean => (IN_REVIEW_STATUSES as readonly string[]).includes(status);
