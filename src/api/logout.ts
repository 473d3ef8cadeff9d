/** POST logout: the server ends the session and clears its cookie. */
import { apiRequest, type RequestContext } from './client';

export const LOGOUT_PATH = '/smb/cnc/api/v2/logout';

export async function logout(ctx: RequestContext): Promise<void> {
  await apiRequest<unknown>(LOGOUT_PATH, ctx, { method: 'POST' });
}
