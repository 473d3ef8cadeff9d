import fp from 'fastify-plugin';
import { dashboardRoutes } from './routes';
import { DashboardService } from './service';

/** The aviation dashboard: the customer's policies as cards, adding a policy, working as one of the customer's programs (docs/requirements.md §11.4). */
export default fp(
  async (app) => {
    await app.register(dashboardRoutes(new DashboardService(app.db)));
  },
  // registration owns the customer-number sequence the added customers draw from
  { name: 'dashboard', dependencies: ['db', 'session', 'policies', 'renewals', 'registration'], fastify: '5.x' },
);
