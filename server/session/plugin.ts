import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { can, type Permission } from '../../adapters/identity/permissions';
import { domainError } from '../errors/domain-error';
import { SessionStore, type SessionUser } from './session-store';
import { readSessionId, setSessionCookie } from './cookie';
import { hashPassword } from './passwords';
import { isCrossOrigin } from './same-origin';
import { authHook } from '../http/route-guard';
import sessionRoutes from './routes';
import type { SignInStep } from './sign-in-steps';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** onRequest hook: 401 unless signed in; sets request.user (before the body is read: docs/security.md "Access") */
    requireUser: onRequestAsyncHookHandler;
    /** onRequest hook: 401 unless signed in, 403 unless the user has one of the permissions (adapters/identity/permissions.ts) */
    requireCan: (...permissions: Permission[]) => onRequestAsyncHookHandler;
    /** the signed-in user of a request, or null (reads the session once per request) */
    loadUser: (request: FastifyRequest) => Promise<SessionUser | null>;
    /**
     * Records the user a caller found with its own query built on `sessions.active(...)` (cookie
     * read with `readSessionId`; null: no live session), so loadUser / requireUser do not read the
     * session again.
     */
    adoptUser: (request: FastifyRequest, user: SessionUser | null) => void;
    /** starts a session for a user: stores it and sets the cookie */
    startSession: (request: FastifyRequest, reply: FastifyReply, userId: string) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export interface SessionPluginOptions {
  sessionMinutes: number;
  sessionIdleMinutes: number;
  sessionsPerUser: number;
  allowedOrigins: string[];
}

/** Server-side sessions, the auth hooks other areas use, and the same-origin rule. */
export default fp<SessionPluginOptions>(
  async (app, options) => {
    await app.register(cookie);
    const store = new SessionStore(app.db, {
      lifetimeMinutes: options.sessionMinutes,
      idleMinutes: options.sessionIdleMinutes,
      perUser: options.sessionsPerUser,
    });
    const loaded = new WeakSet<FastifyRequest>();

    app.decorate('sessions', store);
    app.decorate('signInSteps', [] as SignInStep[]);
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request) => {
      if (isCrossOrigin(request, options.allowedOrigins)) {
        throw domainError('crossOrigin');
      }
    });

    const loadUser = async (request: FastifyRequest): Promise<SessionUser | null> => {
      if (loaded.has(request)) return request.user;
      const id = readSessionId(request);
      request.user = id ? await store.find(id) : null;
      loaded.add(request);
      return request.user;
    };
    app.decorate('loadUser', loadUser);
    app.decorate('adoptUser', (request: FastifyRequest, user: SessionUser | null) => {
      request.user = user;
      loaded.add(request);
    });

    const requireUser: onRequestAsyncHookHandler = authHook(async (request) => {
      if (!(await loadUser(request))) throw domainError('notSignedIn');
    });
    app.decorate('requireUser', requireUser);
    app.decorate('requireCan', (...permissions: Permission[]): onRequestAsyncHookHandler =>
      authHook(async (request) => {
        const user = await loadUser(request);
        if (!user) throw domainError('notSignedIn');
        if (!permissions.some((permission) => can[permission](user))) throw domainError('forbidden');
      }),
    );

    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
      const session = await store.create(userId);
      setSessionCookie(request, reply, session.id, session.expires);
    });

    // an unknown login is checked against this hash, made with the same parameters as the real
    // ones, so it costs the same time as a known login's wrong password
    await app.register(sessionRoutes, { dummyHash: await hashPassword(randomBytes(32).toString('base64url')) });
  },
  { name: 'session', dependencies: ['db', 'errors'], fastify: '5.x' },
);
