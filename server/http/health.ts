import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { errorResponses } from '../errors/schemas';

/** GET /healthz: up, and which database answers. */
const health: FastifyPluginAsync = async (app) => {
  app.get('/healthz', {
    config: { public: true },
    schema: {
      tags: ['health'],
      summary: 'Liveness and the database in use',
      response: {
        200: { type: 'object', required: ['status', 'db'], properties: { status: { type: 'string', enum: ['ok'] }, db: { type: 'string', enum: ['pglite', 'postgres'] } } },
        ...errorResponses(503),
      },
    },
    handler: async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok', db: app.dbKind };
    },
  });
};

export default health;
