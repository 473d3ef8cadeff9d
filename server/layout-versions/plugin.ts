import fp from 'fastify-plugin';
import { RatingPlanError } from '../rating/plan-error';
import { readPublishedPlans } from './rating-plans';
import { studioRoutes } from './routes';

/**
 * The layout studio's API (docs/requirements.md §13). The versions it writes are seeded and served
 * by the config service (server/config-service/plugin.ts), which reloads them on every instance;
 * the published rating plans are handed to the rating area here, at start and on every reload.
 */
export default fp(
  async (app) => {
    const servePublishedPlans = async (atStart: boolean) => {
      const { plans, problems, broken } = await readPublishedPlans(app.db);
      // a broken plan stops the server at start, as a broken file does: wrong prices must never be served
      if (problems.length && atStart) throw new RatingPlanError(problems);
      for (const p of problems) app.log.error({ file: p.file, path: p.path }, `rating plan problem, the plan served before stays: ${p.message}`);
      for (const client of broken) {
        const before = app.ratingPlans.get(client);
        if (before) plans.set(client, before);
      }
      app.useRatingPlans(plans);
    };
    await servePublishedPlans(true);
    app.onLayoutsReload(() => servePublishedPlans(false));
    await app.register(studioRoutes({ db: app.db, reload: () => app.reloadPublishedLayouts() }));
  },
  { name: 'layout-versions', dependencies: ['db', 'session', 'errors', 'config-service', 'rating'], fastify: '5.x' },
);
