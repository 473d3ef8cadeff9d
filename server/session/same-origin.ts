import type { FastifyRequest } from 'fastify';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests must come from our own origin (CSRF defence beside SameSite=Lax).
 * Browsers send Origin (and Sec-Fetch-Site) on such requests; clients without them
 * (curl, server-to-server) are not a cross-site risk and pass.
 */
export function isCrossOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (SAFE.has(request.method)) return false;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    const own = `${request.protocol}://${request.host}`;
    return origin !== own && !allowedOrigins.includes(origin);
  }
  if (origin === 'null') return true;
  return request.headers['sec-fetch-site'] === 'cross-site';
}
