import { describe, expect, it } from 'vitest';
import { refineTarget } from './index';

describe('refineTarget: the review pages (docs/requirements.md §3.6)', () => {
  it.each([
    ['review', 'CANACCT', true, 'quote-final'],
    ['review', 'CANGLDWNG', true, 'quote'],
    ['review-v2', 'CANGLDWNG', true, 'quote'],
    ['review-v2', 'CANSILVWING', true, 'quote-final'],
    ['review', 'CANACCT', false, 'review'],
    ['review', 'CANAGENT', false, 'review'],
    ['review', 'CANWINGS', false, 'review-v2'],
    ['review', 'CANGLDWNG', false, 'review-v2'],
    ['review-v2', 'CANSILVWING', false, 'review-v2'],
    ['review-v2', 'CANLAWYERS', false, 'review'],
    ['quote', 'CANGLDWNG', true, 'quote'],
    ['csr-referral', 'CANACCT', false, 'csr-referral'],
  ] as const)('%s for %s (terms accepted: %s) → %s', (target, client, termsAccepted, expected) => {
    expect(refineTarget(target, { client, termsAccepted })).toBe(expected);
  });
});

describe('refineTarget in quick-renewal mode: straight to the target', () => {
  it.each(['review', 'review-v2', 'quote', 'csr-referral'])('%s stays %s', (target) => {
    expect(refineTarget(target, { client: 'CANGLDWNG', termsAccepted: true, quickRenew: true })).toBe(target);
  });
});
