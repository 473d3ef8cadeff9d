/** POST session/keep-alive: restarts the idle clock of the server's session (docs/requirements.md §7.8). */
import type { SessionReply } from '../../adapters/api';
import { apiRequest, type RequestContext } from './client';

export const KEEP_ALIVE_PATH = '/smb/cnc/api/v2/session/keep-alive';

export async function keepAlive(ctx: RequestContext): Promise<void> {
  await apiRequest<SessionReply>(KEEP_ALIVE_PATH, ctx, { method: 'POST' });
}
