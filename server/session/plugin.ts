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
import type { IdleSettingsWire } from '../../adapters/api';
import type { IdleTestTiming } from '../config/env';
import sessionRoutes from './routes';
import type { SignInStep } from './sign-in-steps';

/** What session replies tell the browser about idling (docs/requirements.md §7.8). */
function idleSettings(idleMinutes: number, test: IdleTestTiming | undefined): IdleSettingsWire {
  return test ? { idle_minutes: idleMinutes, warn_after_seconds: test.warnAfterSeconds, countdown_seconds: test.countdownSeconds } : { idle_minutes: idleMinutes };
}

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
    /** starts a session for a user: stores it and sets the cookie; `remember`: the longer lifetime of "Remember me" */
    startSession: (request: FastifyRequest, reply: FastifyReply, userId: string, options?: { remember?: boolean }) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export interface SessionPluginOptions {
  sessionMinutes: number;
  sessionRememberDays: number;
  sessionIdleMinutes: number;
  /** the browser's idle warning shortened for tests (IDLE_TEST_SECONDS) */
  idleTest?: IdleTestTiming;
  sessionsPerUser: number;
  allowedOrigins: string[];
}

/** Server-side sessions, the auth hooks other areas use, and the same-origin rule. */
export default fp<SessionPluginOptions>(
  async (app, options) => {
    await app.register(cookie);
    const store = new SessionStore(app.db, {
      lifetimeMinutes: options.sessionMinutes,
      rememberMinutes: options.sessionRememberDays * 24 * 60,
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

    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: string, { remember = false } = {}) => {
      const session = await store.create(userId, { remember });
      setSessionCookie(request, reply, session.id, session.expires);
    });

    // an unknown login is checked against this hash, made with the same parameters as the real
    // ones, so it costs the same time as a known login's wrong password
    await app.register(sessionRoutes, {
      dummyHash: await hashPassword(randomBytes(32).toString('base64url')),
      idle: idleSettings(options.sessionIdleMinutes, options.idleTest),
    });
  },
  { name: 'session', dependencies: ['db', 'errors'], fastify: '5.x' },
);
