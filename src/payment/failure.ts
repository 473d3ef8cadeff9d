/**
 * Which failed card payments leave the payment page for {base}/payment/failure (docs/requirements.md
 * §6.6): those the applicant cannot fix with the card fields. A decline or a refused token stays on
 * the payment page, with the server's words and a fresh transaction for another card. Pure.
 */
import type { PaymentTransaction } from '../../adapters/api';

export const FAILURE_REASONS = ['provider', 'unconfirmed', 'not-bound'] as const;
/**
 * provider: the provider refused our call before charging (`provider_error`): not charged, try later;
 * unconfirmed: still PAYMENT_PROCESSING after the page's wait: the outcome is unknown, do not pay again;
 * not-bound: charged, but the policy could not be bound (PAYMENT_SUCCESS_UPDATE_POLICY_FAILED): staff finish it.
 */
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** The failure page a settled transaction calls for, if any; `waited` says the page has waited for a PROCESSING one. */
export function failureReason(t: Pick<PaymentTransaction, 'progress_code' | 'failure_code'>, waited = false): FailureReason | undefined {
  if (t.progress_code === 'PAYMENT_FAILURE' && t.failure_code === 'provider_error') return 'provider';
  if (t.progress_code === 'PAYMENT_SUCCESS_UPDATE_POLICY_FAILED') return 'not-bound';
  if (t.progress_code === 'PAYMENT_PROCESSING' && waited) return 'unconfirmed';
  return undefined;
}

/** The reason of a failure page's address; anything else is read as none (a generic text). */
export function parseFailureReason(value: string | null): FailureReason | undefined {
  return FAILURE_REASONS.find((r) => r === value);
}
