import type { FastifyPluginAsync } from 'fastify';
import { LOCALES, type Locale } from '../../adapters/types';
import { domainError } from '../errors/domain-error';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { normalizeClient } from './clients';
import { configQuerySchema, configReplySchema, reloadReplySchema, type ConfigQuery } from '../../adapters/api';

const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ConfigQuery }>(`${API}/config`, {
    config: { public: true },
    schema: {
      tags: ['config'],
      summary: 'A layout page, the journey, or a configuration component of a program',
      description:
        'page=<route_name> → the layout page; page=journey → the stepper links; page=brandsConfig | user_idle | errors | exceptionFields | header | footer → that component. Answers carry an ETag; send If-None-Match to get 304.',
      querystring: configQuerySchema,
      response: { 200: configReplySchema, 304: { type: 'null', description: 'Not Modified' }, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const client = normalizeClient(request.query.client);
      const { page, locale } = request.query;
      const lookup = app.configService.get(client, page, locale);
      if ('missing' in lookup) {
        throw lookup.missing === 'client'
          ? domainError('unknownClient', { values: { client: request.query.client } })
          : domainError('unknownPage', { values: { client, page } });
      }
      const { body, etag } = lookup.found;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });

  app.post(`${API}/config/reload`, {
    onRequest: app.requireCan('refreshConfiguration'),
    schema: {
      tags: ['config'],
      summary: 'Staff only: re-read the layout files, here and on every instance sharing the database; a page that is now broken keeps its last good version',
      response: { 200: reloadReplySchema, ...errorResponses(401, 403) },
    },
    handler: async () => {
      const result = await app.reloadLayouts();
      return { pages: result.pages, journeys: result.journeys, problems: result.problems, kept_last_good: result.keptLastGood };
    },
  });
};

export default routes;
