import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { staffCallbackQuerySchema, staffSignInQuerySchema, type StaffCallbackQuery, type StaffSignInQuery } from '../../adapters/api';
import type { StaffSignInConfig } from '../config/env';
import { decideStaff } from './decide';
import type { StaffOidc } from './oidc';
import { keepPending, PENDING_MINUTES, takePending } from './pending';
import { DEFAULT_STAFF_BASE, staffPages, staffReturnBase } from './return-base';
import { findStaff, replaceGroups } from './staff-store';

export const STAFF_SIGN_IN_PATH = `${API}/staff-sign-in`;
export const STAFF_CALLBACK_PATH = `${STAFF_SIGN_IN_PATH}/callback`;

/**
 * The browser that started a sign-in carries its state in this cookie, and the callback must come
 * with it: a callback URL made by someone else cannot sign this browser in (login CSRF).
 * `__Host-` over HTTPS, as the session cookie.
 */
const stateCookie = (request: FastifyRequest) => (request.protocol === 'https' ? '__Host-staff_state' : 'staff_state');
const cookieOptions = (request: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' });

export interface StaffRoutesOptions {
  config: StaffSignInConfig;
  oidc: StaffOidc;
}

const routes: FastifyPluginAsync<StaffRoutesOptions> = async (app, { config, oidc }) => {
  /** Any failure ends on the sign-in page with the auth-error banner; the reason goes to the log only. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, base: string, reason: string, details: Record<string, unknown> = {}) => {
    request.log.warn({ staffSignIn: reason, ...details }, 'staff sign-in refused');
    return reply.redirect(staffPages.login(base));
  };

  app.get<{ Querystring: StaffSignInQuery }>(STAFF_SIGN_IN_PATH, {
    // public: this is how staff get a session (docs/security.md "Access")
    config: { public: true },
    schema: {
      tags: ['session'],
      summary: 'Staff: start single sign-on (a browser navigation)',
      description:
        'Sends the browser (302) to the staff identity provider: authorization code flow with PKCE (S256), state and nonce, kept on the server for 10 minutes. `base` is the portal base to come back to; its language becomes English. When the provider cannot be reached: 302 to the sign-in page with oktaAuthError=true.',
      querystring: staffSignInQuerySchema,
      response: errorResponses(400),
    },
    handler: async (request, reply) => {
      const base = staffReturnBase(request.query.base);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      // the origin the browser used, when no public URL is set (embedded provider only: docs/server.md)
      const redirectUri = `${config.publicUrl ?? `${request.protocol}://${request.host}`}${STAFF_CALLBACK_PATH}`;
      let target: URL;
      try {
        // the provider's own page may follow the language the staff member came from
        const uiLocales = request.query.base.endsWith('/fr-ca') ? 'fr-CA' : 'en-CA';
        target = await oidc.authorizationUrl({ redirectUri, state, nonce, codeVerifier, uiLocales });
      } catch (err) {
        return refuse(request, reply, base, 'provider unreachable', { err });
      }
      await keepPending(app.db, state, { codeVerifier, nonce, redirectUri, returnBase: base });
      reply.setCookie(stateCookie(request), state, { ...cookieOptions(request), maxAge: PENDING_MINUTES * 60 });
      return reply.redirect(target.href);
    },
  });

  app.get<{ Querystring: StaffCallbackQuery }>(STAFF_CALLBACK_PATH, {
    config: { public: true },
    schema: {
      tags: ['session'],
      summary: 'Staff: the identity provider sends the browser back here (a browser navigation)',
      description:
        'Takes the sign-in of `state` (once; it must also be the state this browser started), exchanges the code and verifies the ID token, then finds the active internal user of the employee number. A CSR of an allowed group gets a session and goes to {base}/manage-applications, a layout analyst who is no CSR to {base}/studio; any refusal or failure goes to {base}/login?oktaAuthError=true; a provider error (`error`, `error_description`) to {base}/internal-login/error, which shows them.',
      querystring: staffCallbackQuerySchema,
      response: errorResponses(400),
    },
    handler: async (request, reply) => {
      const { state, error, error_description: description } = request.query;
      const mine = request.cookies[stateCookie(request)];
      reply.clearCookie(stateCookie(request), cookieOptions(request));
      const pending = state && mine === state ? await takePending(app.db, state) : undefined;
      const base = pending?.returnBase ?? DEFAULT_STAFF_BASE;
      if (error) {
        request.log.warn({ staffSignIn: 'provider error', error, description }, 'staff sign-in refused by the provider');
        return reply.redirect(staffPages.providerError(base, error, description));
      }
      if (!pending) return refuse(request, reply, base, state && mine === state ? 'unknown, used or expired state' : 'state not of this browser');

      const callbackUrl = new URL(pending.redirectUri);
      callbackUrl.search = new URL(request.url, 'http://portal.invalid').search;
      let claims;
      try {
        claims = await oidc.finish(callbackUrl, { state: state!, nonce: pending.nonce, codeVerifier: pending.codeVerifier });
      } catch (err) {
        return refuse(request, reply, base, 'code exchange or ID token check failed', { err });
      }
      const user = claims.employeeNumber === null ? undefined : await findStaff(app.db, claims.employeeNumber);
      const decision = decideStaff(claims.employeeNumber, claims.groups, user);
      if (!decision.ok) return refuse(request, reply, base, decision.reason, { subject: claims.subject, employeeNumber: claims.employeeNumber });

      await replaceGroups(app.db, decision.userId, decision.groups);
      await app.startSession(request, reply, decision.userId);
      return reply.redirect(decision.landing === 'studio' ? staffPages.studio(base) : staffPages.workList(base));
    },
  });
};

export default routes;
