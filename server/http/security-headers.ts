import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, isApiPath } from './paths';

export interface SecurityHeadersOptions {
  /** origin of the payment provider's hosted card fields: the only page we frame (docs/security.md "CSP") */
  paymentOrigin: string;
}

type Directives = Record<string, string[]>;

/**
 * The portal's Content-Security-Policy (docs/security.md "CSP"). `'unsafe-eval'` is there only
 * because RJSF's Ajv validator generates code in the browser; nothing else is relaxed.
 */
export function portalCsp(paymentOrigin: string): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': [paymentOrigin],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** /docs (Swagger UI): its own scripts only, and the inline styles its widgets set. */
export function docsCsp(): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** Paths whose replies the browser may keep: the public config service (ETag revalidated). */
const CACHEABLE_API = [`${API}/config`];

/** Personal data must not stay in a shared or browser cache: every other API reply is no-store. */
export function noStore(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return isApiPath(path) && !path.startsWith('/docs') && !CACHEABLE_API.includes(path);
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every reply (helmet): CSP, frame-ancestors 'none' + X-Frame-Options DENY,
 * nosniff, Referrer-Policy, HSTS when the request came over HTTPS, and Cache-Control: no-store
 * on API replies that may carry personal data. Register before any route.
 */
export default fp<SecurityHeadersOptions>(
  async (app, { paymentOrigin }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: portalCsp(paymentOrigin) },
      // HSTS over plain HTTP is ignored by browsers and misleading in tests: set below for HTTPS only
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });
    app.decorate('docsHeaders', async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('content-security-policy', serialize(docsCsp()));
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      if (noStore(request.url)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);

export function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for the /docs routes: their own CSP (Swagger UI styles itself inline) */
    docsHeaders: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}
