import { setPaymentMethod } from '../api/policies';
import { paths } from '../base/paths';
import { usePolicyChoice, type PolicyChoice } from './usePolicyChoice';

/**
 * Paying a policy by cheque (docs/requirements.md §6.4): one PUT with STD, however often it is
 * clicked; then the cheque instructions, `offline-payment`.
 */
export function useChequePayment(policyId: string): PolicyChoice<[]> {
  return usePolicyChoice(policyId, (ctx) => setPaymentMethod(ctx, { id: policyId }, 'STD'), paths.offlinePayment);
}
