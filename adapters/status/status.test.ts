import { describe, expect, it } from 'vitest';
import { LOCKED_STATUSES, STATUSES, isLocked, routeForStatus } from './index';

describe('routeForStatus (docs/requirements.md §3.5 redirect table)', () => {
  const acct = { client: 'CANACCT', savedRoute: 'financial-details-gross-billings' };
  const gold = { client: 'CANGLDWNG', savedRoute: 'pilot-schedule' };
  it.each([
    ['QUOTED', acct, 'quote'],
    ['IN_PROGRESS', acct, 'financial-details-gross-billings'],
    ['SUBMITTED', gold, 'pilot-schedule'],
    ['QUOTE_ACCEPTED', acct, 'quote-final'],
    ['QUOTE_ACCEPTED', gold, 'quote'],
    ['CSR_APPROVED', acct, 'review'],
    ['CSR_APPROVED', gold, 'review-v2'],
    ['CSR_REJECTED', acct, 'csr-referral'],
    ['SPONSOR_REJECTED', acct, 'csr-referral'],
    ['PENDING_CSR_REVIEW', acct, 'csr-referral'],
    ['CSR_REVIEW_IN_PROGRESS', acct, 'csr-referral'],
    ['WAITING_ON_CUSTOMER', acct, 'csr-referral'],
    ['WAITING_ON_UNDERWRITER', acct, 'csr-referral'],
    ['PENDING_SPONSOR_REVIEW', gold, 'csr-referral'],
    ['POLICY_ISSUED_PENDING_PAYMENT', acct, 'payment'],
    ['POLICY_ISSUED_PENDING_OFFLINE_PAYMENT', acct, 'policy-summary'],
    ['POLICY_ISSUED', gold, 'policy-summary'],
    ['CANCELLED', acct, null],
  ] as const)('%s (%s) → %s', (status, context, route) => {
    expect(routeForStatus(status, context)).toBe(route);
  });
});

describe('locked statuses (docs/requirements.md §2.7)', () => {
  it('lock the steps in exactly the spec’s statuses', () => {
    expect(STATUSES.filter(isLocked)).toEqual([
      'QUOTE_ACCEPTED', 'PENDING_CSR_REVIEW', 'SPONSOR_REJECTED', 'CSR_REJECTED', 'CSR_APPROVED',
      'POLICY_ISSUED_PENDING_PAYMENT', 'POLICY_ISSUED_PENDING_OFFLINE_PAYMENT', 'POLICY_ISSUED',
    ]);
    expect(LOCKED_STATUSES).toHaveLength(8);
    expect([isLocked('QUOTED'), isLocked('CSR_REVIEW_IN_PROGRESS'), isLocked('nonsense')]).toEqual([false, false, false]);
  });
});
