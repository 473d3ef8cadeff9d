import type { FastifyPluginAsync } from 'fastify';
import { domainError } from '../errors/domain-error';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { verifyPassword } from './passwords';
import { toSessionUser, USER_COLUMNS } from './session-store';
import { clearSessionCookie, readSessionId } from './cookie';
import { attemptSucceeded, claimAttempt } from './login-throttle';
import { waitInWords } from './throttle-policy';
import { loginBodySchema, loginReplySchema, logoutBodySchema, sessionReplySchema, type IdleSettingsWire, type LoginBody, type LogoutBody } from '../../adapters/api';

const LOGIN_COLUMNS = [...USER_COLUMNS, 'users.password_hash', 'users.active'] as const;

const routes: FastifyPluginAsync<{ dummyHash: string; idle: IdleSettingsWire }> = async (app, { dummyHash, idle }) => {
  app.post<{ Body: LoginBody }>(`${API}/login`, {
    // public: anyone may call login, logout and GET session (docs/security.md "Access")
    config: { public: true },
    schema: {
      tags: ['session'],
      summary: 'Sign in with a login and password; sets the session cookie',
      description:
        'Failures slow down further attempts from the same address (429 with Retry-After and retry_after_seconds while a wait runs); the right password works once the wait is over. Where the program asks for an e-mailed code, the right password answers user null and code_required; the same call with the code starts the session.',
      body: loginBodySchema,
      response: { 200: loginReplySchema, ...errorResponses(400, 401, 403, 429) },
    },
    handler: async (request, reply) => {
      const login = request.body.login.trim().toLowerCase();
      const claim = await claimAttempt(app.db, login, request.ip);
      if (!claim.allowed) {
        reply.header('retry-after', String(claim.retryAfterSeconds));
        throw domainError('tooManyAttempts', {
          values: waitInWords(claim.retryAfterSeconds),
          extra: { retry_after_seconds: claim.retryAfterSeconds },
        });
      }
      const user = await app.db.selectFrom('users').select(LOGIN_COLUMNS).where('login', '=', login).executeTakeFirst();
      // the same argon2 work whether the login exists or not (docs/server.md "Sessions and origin")
      const passwordOk = await verifyPassword(user?.password_hash ?? dummyHash, request.body.password);
      // staff sign in through single sign-on only: here they get the same answer as a wrong password
      if (!user || !passwordOk || user.user_type !== 'ExternalCustomer') throw domainError('badCredentials');
      // said only to someone who knows the password: it reveals nothing to a guesser
      if (!user.active) throw domainError('accountInactive');
      for (const step of app.signInSteps) {
        const hold = await step(request, toSessionUser(user), request.body.code);
        if (hold) return { user: null, ...hold };
      }
      await attemptSucceeded(app.db, login, request.ip);
      await app.startSession(request, reply, user.id, { remember: request.body.remember === true });
      return { user: toSessionUser(user), idle };
    },
  });

  app.post<{ Body: LogoutBody }>(`${API}/logout`, {
    config: { public: true },
    schema: {
      tags: ['session'],
      summary: 'Sign out: ends the session (with everywhere: every session of the user) and clears the cookie',
      body: logoutBodySchema,
      response: { 200: sessionReplySchema, ...errorResponses(400, 401, 403) },
    },
    // a plain logout has no body; Fastify would judge the missing body against the schema
    preValidation: async (request) => {
      request.body ??= {};
    },
    handler: async (request, reply) => {
      if (request.body.everywhere) {
        const user = await app.loadUser(request);
        if (!user) throw domainError('notSignedIn');
        await app.sessions.endAllFor(user.id);
      } else {
        const id = readSessionId(request);
        if (id) await app.sessions.destroy(id);
      }
      clearSessionCookie(request, reply);
      return { user: null };
    },
  });

  app.get(`${API}/session`, {
    config: { public: true },
    schema: {
      tags: ['session'],
      summary: 'Who is signed in (user null when nobody)',
      response: { 200: sessionReplySchema },
    },
    handler: async (request) => ({ user: await app.loadUser(request), idle }),
  });

  app.post(`${API}/session/keep-alive`, {
    onRequest: app.requireUser,
    schema: {
      tags: ['session'],
      summary: '"Stay signed in": restarts the idle clock of the caller\'s session (401 without a live one)',
      description: 'The browser calls it when the person answers the idle countdown and, at most about once a minute, while they are active on a page (docs/requirements.md §7.8). It never extends the absolute lifetime.',
      response: { 200: sessionReplySchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => {
      await app.sessions.renew(readSessionId(request)!);
      return { user: request.user, idle };
    },
  });
};

export default routes;
