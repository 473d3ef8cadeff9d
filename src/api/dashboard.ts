/** The dashboard calls (docs/requirements.md §11.4). */
import useSWR, { type SWRResponse } from 'swr';
import type { AddPolicyBody, AddPolicyReply, DashboardReply, SessionReply } from '../../adapters/api';
import type { CoverageType } from '../../adapters/policies';
import { sessionFromReply, type Session } from '../session/session';
import { apiRequest, type ApiError, type RequestContext } from './client';
import { useRequestContext } from './useRequestContext';

export const DASHBOARD_PATH = '/smb/cnc/api/v2/dashboard';

/** The caller's cards, with the statuses the server decided on its today (asked only when `enabled`). */
export function useDashboard(enabled: boolean): SWRResponse<DashboardReply, ApiError> {
  const ctx = useRequestContext();
  return useSWR(enabled ? ['dashboard', ctx.locale] : null, () => apiRequest<DashboardReply>(DASHBOARD_PATH, ctx), { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** A new customer of the coverage type's program; 409 (in the caller's language) while one is in progress or at the maximum. */
export function addPolicy(ctx: RequestContext, type: CoverageType): Promise<AddPolicyReply> {
  const body: AddPolicyBody = { coverage_type: type };
  return apiRequest<AddPolicyReply>(`${DASHBOARD_PATH}/policies`, ctx, { method: 'POST', body });
}

/** The session works as another of the caller's customers: its customer number and program, as the server now has them. */
export async function workAs(ctx: RequestContext, customerNumber: string): Promise<Pick<Session, 'customerNumber' | 'client'>> {
  const reply = await apiRequest<SessionReply>(`${DASHBOARD_PATH}/customer`, ctx, { method: 'POST', body: { customer_number: customerNumber } });
  const { customerNumber: number, client } = sessionFromReply(reply as Record<string, unknown>);
  return { customerNumber: number, client };
}
