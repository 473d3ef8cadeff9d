import type { FinanceOption } from '../../adapters/finance';
import type { FinanceBody, Policy } from '../../adapters/api';
import { apiRequest, type RequestContext } from '../api/client';
import { POLICIES_PATH } from '../api/policies';
import { paths } from '../base/paths';
import { usePolicyChoice, type PolicyChoice } from './usePolicyChoice';

/** POST finance: the option only; the server computes the plan and binds the policy (FIN). Here, not in api/policies.ts: only the lazily loaded panel calls it. */
function financePolicy(ctx: RequestContext, policyId: string, option: FinanceBody['option']): Promise<Policy> {
  const body: FinanceBody = { option };
  return apiRequest<Policy>(`${POLICIES_PATH}/${encodeURIComponent(policyId)}/finance`, ctx, { method: 'POST', body });
}

/**
 * Financing a policy (docs/payments.md "Premium financing"): one POST however often Confirm is
 * clicked; then the confirmation (the application is POLICY_ISSUED).
 */
export function useFinancePayment(policyId: string): PolicyChoice<[FinanceOption]> {
  return usePolicyChoice(policyId, (ctx, option: FinanceOption) => financePolicy(ctx, policyId, option), paths.paymentConfirmation);
}
