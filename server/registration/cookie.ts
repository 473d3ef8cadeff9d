import type { FastifyReply, FastifyRequest } from 'fastify';

/** The registration cookie: `__Host-` over HTTPS for the reasons of the session cookie (server/session/cookie.ts). */
function name(request: FastifyRequest): string {
  return request.protocol === 'https' ? '__Host-reg' : 'reg';
}

const options = (request: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' });

export function readRegistrationToken(request: FastifyRequest): string | undefined {
  return request.cookies[name(request)] || undefined;
}

export function setRegistrationCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date): void {
  reply.setCookie(name(request), token, { ...options(request), expires });
}

export function clearRegistrationCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(name(request), options(request));
}
