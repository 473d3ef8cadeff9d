import type { Generated } from 'kysely';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { pageRouteBodySchema, type PageRouteBody } from '../../adapters/api';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';

declare module '../db/schema' {
  interface Database {
    page_routes: {
      id: Generated<string>;
      route: string;
      previous: string | null;
      locale: string;
      client: string | null;
      user_id: string | null;
      request_id: string;
      created_at: Generated<Date>;
    };
  }
}

/**
 * Page-route events one client address may send a minute: an office behind one address (or a test
 * run walking journeys) moves through pages quickly, and a refused event is a console error on the
 * page; the limit only keeps a script from filling the table.
 */
export const PAGE_ROUTES_PER_MINUTE = 600;

const analytics: FastifyPluginAsync = async (app) => {
  app.post<{ Body: PageRouteBody }>(`${API}/analytics/pageRoute`, {
    // public: sign-in and registration pages count too; limited per address instead
    config: { public: true },
    onRequest: async (request, reply) => app.limitCalls(request, reply, 'page-route', PAGE_ROUTES_PER_MINUTE),
    schema: {
      tags: ['analytics'],
      summary: 'Records a page the browser showed (its path, never a query); 204. At most 120 a minute per address: 429 with Retry-After.',
      body: pageRouteBodySchema,
      response: { 204: { type: 'null' }, ...errorResponses(400, 403, 429) },
    },
    handler: async (request, reply) => {
      const user = await app.loadUser(request);
      await app.db
        .insertInto('page_routes')
        .values({
          route: request.body.route,
          previous: request.body.previous || null,
          locale: request.body.locale,
          client: request.body.client ?? null,
          user_id: user?.id ?? null,
          request_id: request.id,
        })
        .execute();
      return reply.code(204).send();
    },
  });
};

/** Page-route analytics stored in the database (docs/requirements.md §11.8). */
export default fp(analytics, { name: 'analytics', dependencies: ['db', 'session', 'rate-limit'], fastify: '5.x' });
