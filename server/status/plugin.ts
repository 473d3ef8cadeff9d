import fp from 'fastify-plugin';
import { statusRoutes } from './routes';

/**
 * Staff status changes, quote acceptance and the status history, over the proposals area's
 * status writer (`app.transition`) and the rating area's referral rules.
 */
export default fp(
  async (app) => {
    await app.register(statusRoutes);
  },
  { name: 'status', dependencies: ['db', 'session', 'proposals', 'rating'], fastify: '5.x' },
);
