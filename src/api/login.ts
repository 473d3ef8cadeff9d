/** POST login (demo accounts): the server sets the session cookie and answers the user. */
import type { LoginBody, SessionReply } from '../../adapters/api';
import { apiRequest, type RequestContext } from './client';
import { sessionFromReply, type Session } from '../session/session';

export const LOGIN_PATH = '/smb/cnc/api/v2/login';

export async function login(ctx: RequestContext, credentials: LoginBody): Promise<Session> {
  const reply = await apiRequest<SessionReply | undefined>(LOGIN_PATH, ctx, { method: 'POST', body: credentials });
  return sessionFromReply({ login: credentials.login, ...(reply ?? {}) });
}
