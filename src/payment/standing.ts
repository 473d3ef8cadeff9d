/**
 * Where a policy's payment stands, from the policy alone (docs/requirements.md §6.3, §6.6), so the
 * confirmation and the policy summary say the same, with or without the application. Pure.
 */
import type { Policy } from '../../adapters/api';

export type Standing =
  /** paid by card */
  | 'card'
  /** billed to the company the applicant is contracted with: issued paid (§6.1) */
  | 'sponsor'
  /** financed through the finance provider, down payment received (§6.4) */
  | 'financed-monthly'
  | 'financed-yearly'
  /** the cheque arrived and a CSR bound the policy (§6.4) */
  | 'cheque'
  /** issued and in force, without a payment method recorded (a renewal, RWL) */
  | 'paid'
  /** the cheque is chosen and has not arrived */
  | 'cheque-due'
  /** nothing paid yet: the payment page */
  | 'due'
  /** cancelled */
  | 'void';

export function paymentStanding(policy: Pick<Policy, 'status_code' | 'payment_method_code' | 'sponsor_billed' | 'finance_plan'>): Standing {
  if (policy.status_code === 'VOID') return 'void';
  if (policy.status_code === null) return policy.payment_method_code === 'STD' ? 'cheque-due' : 'due';
  if (policy.sponsor_billed) return 'sponsor';
  if (policy.payment_method_code === 'STD') return 'cheque';
  if (policy.payment_method_code === 'FIN') return policy.finance_plan?.option === 'YEARLY' ? 'financed-yearly' : 'financed-monthly';
  return policy.payment_method_code === 'ISP' ? 'card' : 'paid';
}

/** Paid, or billed: the policy is in force. */
export const isSettled = (standing: Standing) => !['due', 'cheque-due', 'void'].includes(standing);
