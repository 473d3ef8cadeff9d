/** POST login (demo accounts): the server sets the session cookie and answers the user. */
import type { LoginBody, LoginReply } from '../../adapters/api';
import { apiRequest, type RequestContext } from './client';
import { sessionFromReply, type Session } from '../session/session';

export const LOGIN_PATH = '/smb/cnc/api/v2/login';

/** The right password of a program that asks for an e-mailed code (docs/requirements.md §7.12): no session yet. */
export class SignInCodeRequired extends Error {
  constructor(readonly validMinutes: number) {
    super('sign-in code required');
    this.name = 'SignInCodeRequired';
  }
}

/** Signs in; throws SignInCodeRequired when the code of the e-mail must come with the same credentials. */
export async function login(ctx: RequestContext, credentials: LoginBody): Promise<Session> {
  const reply = await apiRequest<LoginReply | undefined>(LOGIN_PATH, ctx, { method: 'POST', body: credentials });
  if (reply?.code_required) throw new SignInCodeRequired(reply.valid_minutes ?? 10);
  return sessionFromReply({ login: credentials.login, ...(reply ?? {}) });
}
