import { describe, expect, it } from 'vitest';
import type { Journey } from '../../adapters/types';
import acct from '../../schemas/programs/CANACCT/journey.json';
import gold from '../../schemas/programs/CANGLDWNG/journey.json';
import { isStatusPage, statusRedirect } from './status-route';

const ACCT = acct as unknown as Journey;
const GOLD = gold as unknown as Journey;

describe('statusRedirect (docs/requirements.md §3.5, §3.6)', () => {
  it.each([
    ['IN_PROGRESS', ACCT, 'CANACCT', 'general-information', undefined],
    ['QUOTED', ACCT, 'CANACCT', 'general-information', undefined],
    ['QUOTE_ACCEPTED', ACCT, 'CANACCT', 'general-information', 'quote-final'],
    ['QUOTE_ACCEPTED', ACCT, 'CANACCT', 'quote-final', undefined],
    ['QUOTE_ACCEPTED', GOLD, 'CANGLDWNG', 'pilot-schedule', 'quote'],
    ['CSR_APPROVED', ACCT, 'CANACCT', 'general-information', 'review'],
    ['CSR_APPROVED', ACCT, 'CANACCT', 'quote-final', 'review'],
    ['CSR_APPROVED', ACCT, 'CANACCT', 'review', undefined],
    ['CSR_APPROVED', GOLD, 'CANGLDWNG', 'quote', 'review-v2'],
    ['CSR_APPROVED', GOLD, 'CANGLDWNG', 'review', 'review-v2'],
    ['CSR_APPROVED', GOLD, 'CANGLDWNG', 'pilot-schedule', 'review-v2'],
    ['PENDING_CSR_REVIEW', ACCT, 'CANACCT', 'quote-final', 'csr-referral'],
    ['WAITING_ON_CUSTOMER', GOLD, 'CANGLDWNG', 'general-information', 'csr-referral'],
    ['POLICY_ISSUED_PENDING_PAYMENT', ACCT, 'CANACCT', 'quote-final', 'payment'],
    ['POLICY_ISSUED', ACCT, 'CANACCT', 'general-information', 'policy-summary'],
    ['CANCELLED', ACCT, 'CANACCT', 'general-information', undefined],
  ] as const)('%s on %s of %s → %s', (status, journey, client, current, expected) => {
    expect(statusRedirect({ status, termsAccepted: false }, client, journey, 'NEW', current)).toBe(expected);
  });

  it('in quick-renewal mode goes straight to the target the status names, unrefined', () => {
    expect(statusRedirect({ status: 'CSR_APPROVED', termsAccepted: true }, 'CANGLDWNG', GOLD, 'QUICK_RENEWAL', 'renew-pilot-details')).toBe('review-v2');
    expect(statusRedirect({ status: 'CSR_APPROVED', termsAccepted: true }, 'CANGLDWNG', GOLD, 'RENEWAL', 'pilot-schedule')).toBe('quote');
  });

  it.each([
    ['CSR_APPROVED', ACCT, 'CANACCT', 'review', 'quote-final'],
    ['CSR_APPROVED', ACCT, 'CANACCT', 'terms-conditions', 'quote-final'],
    ['CSR_APPROVED', ACCT, 'CANACCT', 'quote-final', undefined],
    ['CSR_APPROVED', GOLD, 'CANGLDWNG', 'review-v2', 'quote'],
    ['CSR_APPROVED', GOLD, 'CANGLDWNG', 'quote', undefined],
    ['POLICY_ISSUED_PENDING_PAYMENT', ACCT, 'CANACCT', 'quote-final', 'payment'],
  ] as const)('terms accepted: %s on %s of %s → %s', (status, journey, client, current, expected) => {
    expect(statusRedirect({ status, termsAccepted: true }, client, journey, 'NEW', current)).toBe(expected);
  });
});

describe('isStatusPage: the page the status itself names', () => {
  it.each([
    ['QUOTED', ACCT, 'CANACCT', 'quote-final', true],
    ['QUOTED', GOLD, 'CANGLDWNG', 'quote', true],
    ['QUOTED', ACCT, 'CANACCT', 'general-information', false],
    ['CSR_APPROVED', ACCT, 'CANACCT', 'quote-final', false],
    ['CSR_APPROVED', ACCT, 'CANACCT', 'review', true],
    ['IN_PROGRESS', ACCT, 'CANACCT', 'general-information', false],
    ['SUBMITTED', ACCT, 'CANACCT', 'general-information', false],
    [undefined, ACCT, 'CANACCT', 'general-information', false],
    ['NOT_A_STATUS', ACCT, 'CANACCT', 'general-information', false],
  ] as const)('%s on %s of %s → %s', (status, journey, client, current, expected) => {
    expect(isStatusPage(status === undefined ? undefined : { status, termsAccepted: false }, client, journey, 'NEW', current)).toBe(expected);
  });

  it('a CSR-approved application whose terms are accepted: the final quote', () => {
    expect(isStatusPage({ status: 'CSR_APPROVED', termsAccepted: true }, 'CANACCT', ACCT, 'NEW', 'quote-final')).toBe(true);
    expect(isStatusPage({ status: 'CSR_APPROVED', termsAccepted: true }, 'CANGLDWNG', GOLD, 'NEW', 'quote')).toBe(true);
  });
});
