import { describe, expect, it } from 'vitest';
import { IN_REVIEW_STATUSES, OPEN_STATUSES, STATUSES, isInReview, isLocked, isOpen, routeForStatus } from './index';

describe('status sets', () => {
  it('open: the applicant is still filling in the application', () => {
    expect(STATUSES.filter(isOpen)).toEqual(['IN_PROGRESS', 'SUBMITTED', 'QUOTED']);
    expect(OPEN_STATUSES.some(isLocked)).toBe(false);
  });

  it('in review: with a CSR or the sponsor, all sent to the referral page', () => {
    expect(STATUSES.filter(isInReview)).toEqual(['PENDING_CSR_REVIEW', 'CSR_REVIEW_IN_PROGRESS', 'WAITING_ON_CUSTOMER', 'WAITING_ON_UNDERWRITER', 'PENDING_SPONSOR_REVIEW']);
    expect(IN_REVIEW_STATUSES.map((s) => routeForStatus(s, { client: 'CANACCT', savedRoute: 'x' }))).toEqual(IN_REVIEW_STATUSES.map(() => 'csr-referral'));
    expect(IN_REVIEW_STATUSES.some(isOpen)).toBe(false);
  });

  it('know nothing of an unknown status', () => {
    expect([isOpen('nonsense'), isInReview('nonsense')]).toEqual([false, false]);
  });
});
