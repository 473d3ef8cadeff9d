import type { FastifyReply, FastifyRequest } from 'fastify';

/** The quick-quote session cookie: `__Host-` over HTTPS for the reasons of the session cookie (server/session/cookie.ts). */
function name(request: FastifyRequest): string {
  return request.protocol === 'https' ? '__Host-qq' : 'qq';
}

const options = (request: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' });

export function readQuickQuoteToken(request: FastifyRequest): string | undefined {
  return request.cookies[name(request)] || undefined;
}

export function setQuickQuoteCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date): void {
  reply.setCookie(name(request), token, { ...options(request), expires });
}

export function clearQuickQuoteCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(name(request), options(request));
}
