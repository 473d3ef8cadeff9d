/** Policy calls (docs/requirements.md §12.4): create from a quote, read one. */
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError, type RequestContext } from './client';
import { useRequestContext } from './useRequestContext';

export const POLICIES_PATH = '/smb/cnc/api/v2/policies';

export interface CreatedPolicy {
  id: string;
  number: string;
  billing_account_number: string;
}

export interface Policy extends CreatedPolicy {
  status_code: string | null;
  payment_method_code: string | null;
  effective_date?: string | null;
  expiration_date?: string | null;
  premium?: number;
  gross_amount?: number;
}

export function createPolicy(ctx: RequestContext, quoteId: string): Promise<CreatedPolicy> {
  return apiRequest<CreatedPolicy>(POLICIES_PATH, ctx, { method: 'POST', body: { quote: { id: quoteId } } });
}

export function usePolicy(id: string | null | undefined): SWRResponse<Policy, ApiError> {
  const ctx = useRequestContext();
  return useSWR(id ? ['policy', id] : null, () => apiRequest<Policy>(`${POLICIES_PATH}/${encodeURIComponent(id!)}`, ctx), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
