import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { SandboxLedger } from './ledger';
import { hostedFieldsCsp, hostedFieldsHtml, isOrigin } from './page';
import { sandboxLocale } from './texts';

export interface SandboxOptions {
  /** the secret the portal sends with each charge (`payments.apiKey` of the portal's config) */
  apiKey: string;
  /** origins allowed to frame the hosted fields and receive their tokens */
  portalOrigins: string[];
  /** today, for expiry checks and token lifetime (tests) */
  now?: () => Date;
  logger?: boolean | object;
}

export interface Sandbox {
  app: FastifyInstance;
  ledger: SandboxLedger;
}

const asset = (name: string) => readFileSync(new URL(`./public/${name}`, import.meta.url), 'utf8');

function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function common(reply: FastifyReply): FastifyReply {
  return reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
}

/**
 * The built-in payment provider as its own HTTP server (docs/payments.md "The sandbox provider"):
 * hosted card fields, tokenization from its own origin, and an idempotent charge API behind an
 * API key. It never logs a request body.
 */
export async function buildSandbox({ apiKey, portalOrigins, now, logger = false }: SandboxOptions): Promise<Sandbox> {
  const ledger = new SandboxLedger(now);
  const script = asset('hosted-fields.js');
  const style = asset('hosted-fields.css');
  const app = Fastify({ logger, bodyLimit: 4096 });

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get<{ Querystring: { locale?: string; parent?: string } }>('/hosted-fields', async (request, reply) => {
    const { parent, locale } = request.query;
    if (!isOrigin(parent) || !portalOrigins.includes(parent)) {
      return common(reply).code(400).type('text/plain; charset=utf-8').send(`parent must be one of the portal origins: ${portalOrigins.join(', ')}`);
    }
    return common(reply).header('content-security-policy', hostedFieldsCsp(parent)).type('text/html; charset=utf-8').send(hostedFieldsHtml(sandboxLocale(locale), parent));
  });
  app.get('/hosted-fields.js', async (_request, reply) => common(reply).type('text/javascript; charset=utf-8').send(script));
  app.get('/hosted-fields.css', async (_request, reply) => common(reply).type('text/css; charset=utf-8').send(style));

  // Called by the hosted fields page only: a request from another page's origin is refused.
  app.post<{ Body: Record<string, unknown> }>('/v1/tokens', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) {
      return common(reply).code(403).send({ status: 'error', code: 'cross_origin' });
    }
    const result = ledger.tokenize(request.body ?? {});
    if (!result.ok) return common(reply).code(400).send({ status: 'error', code: 'invalid_card', fields: result.fields });
    return common(reply).code(201).send({ token: result.token, brand: result.brand, last4: result.last4 });
  });

  app.post<{ Body: Record<string, unknown> }>('/v1/charges', async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !sameSecret(auth.slice('Bearer '.length), apiKey)) {
      return common(reply).code(401).send({ status: 'error', code: 'unauthorized' });
    }
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length === 0 || key.length > 255) {
      return common(reply).code(400).send({ status: 'error', code: 'idempotency_key_required' });
    }
    const body = request.body ?? {};
    const result = ledger.charge({ idempotencyKey: key, amount: body.amount, currency: body.currency, token: body.token });
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    return common(reply).code(result.status).send(result.body);
  });

  await app.ready();
  return { app, ledger };
}
