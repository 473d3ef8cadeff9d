import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, isApiPath } from './paths';

export interface SecurityHeadersOptions {
  /** origin of the payment provider's hosted card fields: the only page we frame (docs/security.md "Headers") */
  paymentOrigin: string;
}

type Directives = Record<string, string[]>;

/**
 * The portal's Content-Security-Policy (docs/security.md "Headers"). `'unsafe-eval'` is there only
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
 * The headers every reply carries (what helmet sets by default, with our CSP, frame and referrer
 * choices), computed once: @fastify/helmet rebuilt its middleware on every request, which cut the
 * config GET from ~17,000 to ~7,000 req/s (docs/server.md "Benchmark").
 */
export function portalHeaders(paymentOrigin: string): Record<string, string> {
  return {
    'content-security-policy': serialize(portalCsp(paymentOrigin)),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Security headers on every reply: CSP, frame-ancestors 'none' + X-Frame-Options DENY, nosniff,
 * Referrer-Policy, HSTS when the request came over HTTPS, and Cache-Control: no-store on API
 * replies that may carry personal data. Register before any route.
 */
export default fp<SecurityHeadersOptions>(
  async (app, { paymentOrigin }) => {
    const headers = portalHeaders(paymentOrigin);
    const docs = serialize(docsCsp());
    app.decorate('docsHeaders', async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('content-security-policy', docs);
    });
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(headers);
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
