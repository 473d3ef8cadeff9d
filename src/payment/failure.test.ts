import { describe, expect, it } from 'vitest';
import { failureReason, parseFailureReason } from './failure';

describe('failureReason', () => {
  it.each([
    [{ progress_code: 'PAYMENT_FAILURE', failure_code: 'provider_error' }, false, 'provider'],
    [{ progress_code: 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED', failure_code: null }, false, 'not-bound'],
    [{ progress_code: 'PAYMENT_PROCESSING', failure_code: null }, true, 'unconfirmed'],
    // the card fields can fix these: the payment page keeps them
    [{ progress_code: 'PAYMENT_FAILURE', failure_code: 'card_declined' }, false, undefined],
    [{ progress_code: 'PAYMENT_FAILURE', failure_code: 'insufficient_funds' }, false, undefined],
    [{ progress_code: 'PAYMENT_FAILURE', failure_code: 'token_used' }, false, undefined],
    // not waited for yet: the page waits first
    [{ progress_code: 'PAYMENT_PROCESSING', failure_code: null }, false, undefined],
    [{ progress_code: 'PAYMENT_SUCCESS', failure_code: null }, true, undefined],
  ] as const)('%o (waited: %s) → %s', (t, waited, reason) => {
    expect(failureReason(t, waited)).toBe(reason);
  });

  it('reads only the known reasons from an address', () => {
    expect(parseFailureReason('provider')).toBe('provider');
    expect(parseFailureReason('<script>')).toBeUndefined();
    expect(parseFailureReason(null)).toBeUndefined();
  });
});
