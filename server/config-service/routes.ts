import type { FastifyPluginAsync } from 'fastify';
import { LOCALES, type Locale } from '../../adapters/types';
import { httpError } from '../errors/http-error';
import { ERROR_CODE } from '../errors/codes';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { normalizeClient } from './clients';

const ENVIRONMENTS = ['prod', 'prod2', 'prd', 'dr', 'dev', 'dev2', 'qa', 'qa2', 'local'];

interface ConfigQuery {
  client: string;
  locale: Locale;
  page: string;
  environment?: string;
}

const configReplySchema = {
  type: 'object',
  required: ['client', 'page', 'kind', 'locale', 'content_hash', 'content'],
  properties: {
    client: { type: 'string' },
    page: { type: 'string' },
    kind: { type: 'string', enum: ['layout', 'journey', 'component'] },
    locale: { type: 'string', enum: [...LOCALES] },
    content_hash: { type: 'string' },
    content: { description: 'layout: LayoutPage (bilingual); journey: Journey (bilingual); component: resolved to locale' },
  },
} as const;

const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ConfigQuery }>(`${API}/config`, {
    config: { public: true },
    schema: {
      tags: ['config'],
      summary: 'A layout page, the journey, or a configuration component of a program',
      description:
        'page=<route_name> → the layout page; page=journey → the stepper links; page=brandsConfig | user_idle | errors | exceptionFields → that component. Answers carry an ETag; send If-None-Match to get 304.',
      querystring: {
        type: 'object',
        required: ['client', 'page'],
        properties: {
          client: { type: 'string', minLength: 1, maxLength: 40, description: 'client code (CANACCT) or short code (accountant)' },
          locale: { type: 'string', enum: [...LOCALES], default: 'en-CA' },
          page: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
          environment: { type: 'string', enum: ENVIRONMENTS },
        },
      },
      response: { 200: configReplySchema, 304: { type: 'null', description: 'Not Modified' }, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const client = normalizeClient(request.query.client);
      const { page, locale } = request.query;
      const lookup = app.configService.get(client, page, locale);
      if ('missing' in lookup) {
        throw lookup.missing === 'client'
          ? httpError(404, 'server.errors.unknownClient', { code: ERROR_CODE.configNotFound, values: { client: request.query.client } })
          : httpError(404, 'server.errors.unknownPage', { code: ERROR_CODE.configNotFound, values: { client, page } });
      }
      const { body, etag } = lookup.found;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });

  app.post(`${API}/config/reload`, {
    onRequest: app.requireRole('csr'),
    schema: {
      tags: ['config'],
      summary: 'Staff only: re-read the layout files, here and on every instance sharing the database; a page that is now broken keeps its last good version',
      response: {
        200: {
          type: 'object',
          required: ['pages', 'journeys', 'problems', 'kept_last_good'],
          properties: {
            pages: { type: 'integer' },
            journeys: { type: 'integer' },
            problems: {
              type: 'array',
              items: { type: 'object', properties: { file: { type: 'string' }, path: { type: 'string' }, message: { type: 'string' } } },
            },
            kept_last_good: { type: 'array', items: { type: 'string' } },
          },
        },
        ...errorResponses(401, 403),
      },
    },
    handler: async () => {
      const result = await app.reloadLayouts();
      return { pages: result.pages, journeys: result.journeys, problems: result.problems, kept_last_good: result.keptLastGood };
    },
  });
};

export default routes;
