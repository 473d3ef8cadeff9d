import type { FastifyPluginAsync } from 'fastify';
import { domainError } from '../errors/domain-error';
import { errorResponses } from '../errors/schemas';
import { VALIDATORS_PATH } from '../../adapters/validators/module-path';
import { normalizeClient } from '../config-service/clients';
import { preferredEncoding } from '../http/accept-encoding';

/** A module's URL names its content: it never changes, the browser keeps it. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Params {
  client: string;
  page: string;
  key: string;
}

const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: Params }>(`${VALIDATORS_PATH}/:client/:page/:key.js`, {
    // public like the config service: a module is generated from a public layout and holds no personal data (docs/security.md)
    config: { public: true },
    schema: {
      tags: ['config'],
      summary: "A layout page's validator as an ES module (Ajv standalone code), by validator key",
      description:
        'The key is adapters/validators/validator-key.ts of the page compiled for the visitor: the browser imports this module instead of generating a validator (CSP without unsafe-eval). Cached for good: a new layout version has a new key.',
      params: {
        type: 'object',
        required: ['client', 'page', 'key'],
        properties: {
          client: { type: 'string', maxLength: 40 },
          page: { type: 'string', maxLength: 100 },
          key: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'validator key: 64 lower-case hex digits' },
        },
      },
      response: { 200: { type: 'string', description: 'text/javascript' }, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const client = normalizeClient(request.params.client);
      const { page, key } = request.params;
      const lookup = app.validatorModules.get(client, page, key);
      if ('missing' in lookup) {
        if (lookup.missing === 'client') throw domainError('unknownClient', { values: { client: request.params.client } });
        if (lookup.missing === 'page') throw domainError('unknownPage', { values: { client, page } });
        throw domainError('unknownValidator', { values: { client, page, key } });
      }
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      reply.type('text/javascript; charset=utf-8').header('cache-control', IMMUTABLE).header('vary', 'accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(lookup.found[encoding]);
    },
  });
};

export default routes;
