/** GET session: who the server's session cookie belongs to (user null when nobody is signed in). */
import useSWR, { preload, type SWRResponse } from 'swr';
import { sessionFromReply, type Session } from '../session/session';
import type { SessionReply } from '../../adapters/api';
import { apiRequest, type ApiError, type RequestContext } from './client';
import { useRequestContext } from './useRequestContext';

export const SESSION_PATH = '/smb/cnc/api/v2/session';

export async function getCurrentUser(ctx: RequestContext): Promise<Session | null> {
  const reply = await apiRequest<SessionReply>(SESSION_PATH, ctx);
  // the whole reply: the user and the idle settings beside it
  return reply?.user ? sessionFromReply(reply) : null;
}

/** The request cache key of the session reply: the hook and the boot preload share it. */
const SESSION_KEY = ['session'] as const;

/** Asks who is signed in before any guard does (src/app/route-preload.ts); the first hook takes this reply or failure. */
export function preloadCurrentUser(ctx: RequestContext): Promise<Session | null> {
  return preload(SESSION_KEY, () => getCurrentUser(ctx));
}

/** The session reply the page's HTML carried (src/app/first-paint.ts): the first hook takes it instead of asking. */
export function seedCurrentUser(reply: SessionReply): void {
  void preload(SESSION_KEY, () => Promise.resolve(reply.user ? sessionFromReply(reply) : null));
}

export function useCurrentUser(enabled: boolean): SWRResponse<Session | null, ApiError> {
  const ctx = useRequestContext();
  return useSWR(enabled ? SESSION_KEY : null, () => getCurrentUser(ctx), { revalidateOnFocus: false, shouldRetryOnError: false });
}

export const CSR_CUSTOMER_PATH = `${SESSION_PATH}/customer`;

/**
 * A CSR opens the application of `customerNumber` (docs/requirements.md §8.1): the server keeps it on
 * the session; 404 when there is no such customer or it has no application.
 */
export async function chooseCustomer(ctx: RequestContext, customerNumber: string): Promise<void> {
  await apiRequest<SessionReply>(CSR_CUSTOMER_PATH, ctx, { method: 'POST', body: { customer_number: customerNumber } });
}

/** A CSR goes back to the work list: no customer is open any more. */
export async function closeCustomer(ctx: RequestContext): Promise<void> {
  await apiRequest<SessionReply>(CSR_CUSTOMER_PATH, ctx, { method: 'DELETE' });
}
