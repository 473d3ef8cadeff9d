import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** OpenAPI built from the route schemas, served at /docs (UI) and /docs/json. Register before routes. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Insurance portal API',
          description: 'Journey API (docs/requirements.md §12): config service, session, proposals and the areas that plug in.',
          version: '0.1.0',
        },
        tags: [
          { name: 'config', description: 'Layouts, journey and configuration components' },
          { name: 'session', description: 'Sign in and out' },
          { name: 'proposals', description: 'Applications and their saved steps' },
          { name: 'health', description: 'Liveness' },
        ],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs', uiHooks: { onRequest: app.docsHeaders } });
  },
  { name: 'docs', fastify: '5.x', dependencies: ['security-headers'] },
);
