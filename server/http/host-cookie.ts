import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An httpOnly, SameSite=Lax cookie of the whole site holding a server-side token (registration, quick
 * quote): `__Host-<name>` and Secure over HTTPS for the reasons of the session cookie (server/session/cookie.ts).
 */
export function hostCookie(base: string) {
  const name = (request: FastifyRequest) => (request.protocol === 'https' ? `__Host-${base}` : base);
  const options = (request: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' });
  return {
    read: (request: FastifyRequest): string | undefined => request.cookies[name(request)] || undefined,
    set: (request: FastifyRequest, reply: FastifyReply, token: string, expires: Date): void => {
      reply.setCookie(name(request), token, { ...options(request), expires });
    },
    clear: (request: FastifyRequest, reply: FastifyReply): void => {
      reply.clearCookie(name(request), options(request));
    },
  };
}
