import fp from 'fastify-plugin';
import { studioRoutes } from './routes';

/**
 * The layout studio's API (docs/requirements.md §13). The versions it writes are seeded and served
 * by the config service (server/config-service/plugin.ts), which reloads them on every instance.
 */
export default fp(
  async (app) => {
    await app.register(
      studioRoutes({
        db: app.db,
        plan: (client) => {
          const loaded = app.ratingPlans.get(client);
          return loaded && { file: `programs/${client}/rating.json`, plan: loaded.plan };
        },
        reload: () => app.reloadPublishedLayouts(),
      }),
    );
  },
  { name: 'layout-versions', dependencies: ['db', 'session', 'errors', 'config-service', 'rating'], fastify: '5.x' },
);
