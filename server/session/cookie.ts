import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session cookie's name. Over HTTPS it is `__Host-sid`: browsers accept that name only with
 * Secure, Path=/ and no Domain, so a sibling subdomain or a plain-HTTP page cannot plant or
 * overwrite it. Plain `sid` over HTTP (a laptop). Whether the request is HTTPS comes from the
 * connection, or from X-Forwarded-Proto only when TRUST_PROXY trusts the proxy (docs/server.md).
 */
export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? '__Host-sid' : 'sid';
}

/** The session id the request carries; every reader of the session cookie goes through here. */
export function readSessionId(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request)] || undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string, expires: Date): void {
  reply.setCookie(sessionCookieName(request), id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}
