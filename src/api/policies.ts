/** Policy calls (docs/requirements.md §12.4): create from a quote, choose how to pay, read one. */
import useSWR, { type SWRResponse } from 'swr';
import type { CreatedPolicy, CreatePolicyBody, Policy, UpdatePolicyBody } from '../../adapters/api';
import { apiRequest, type ApiError, type RequestContext } from './client';
import { useRequestContext } from './useRequestContext';

export const POLICIES_PATH = '/smb/cnc/api/v2/policies';

export function createPolicy(ctx: RequestContext, quoteId: string): Promise<CreatedPolicy> {
  const body: CreatePolicyBody = { quote: { id: quoteId } };
  return apiRequest<CreatedPolicy>(POLICIES_PATH, ctx, { method: 'POST', body });
}

/** PUT the payment method (docs/requirements.md §6.4): STD (cheque) moves the application to offline payment. */
export function setPaymentMethod(ctx: RequestContext, policy: Pick<Policy, 'id'>, code: 'ISP' | 'STD'): Promise<Policy> {
  const body: UpdatePolicyBody = { policy: { id: policy.id, billing_information: { payment_method_code: code } } };
  return apiRequest<Policy>(`${POLICIES_PATH}/${encodeURIComponent(policy.id)}`, ctx, { method: 'PUT', body });
}

/** The caller's policies (asked after sign-in when there is no proposal, docs/requirements.md §7.5). */
export function usePolicies(enabled: boolean): SWRResponse<Policy[], ApiError> {
  const ctx = useRequestContext();
  return useSWR(enabled ? ['policies', ctx.client, ctx.customerNumber ?? ''] : null, () => apiRequest<Policy[]>(POLICIES_PATH, ctx), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** The request cache key of one policy: a payment refreshes it (src/payment/useCardPayment.ts). */
export const policyKey = (id: string) => ['policy', id] as const;

export function usePolicy(id: string | null | undefined): SWRResponse<Policy, ApiError> {
  const ctx = useRequestContext();
  return useSWR(id ? policyKey(id) : null, () => apiRequest<Policy>(`${POLICIES_PATH}/${encodeURIComponent(id!)}`, ctx), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
