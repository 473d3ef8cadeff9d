import fp from 'fastify-plugin';
import { adminRoutes } from './routes';

/** The CSR admin panel: a customer's active roles and their deactivation, with its log. */
export default fp(
  async (app) => {
    await app.register(adminRoutes);
  },
  { name: 'admin', dependencies: ['db', 'session'], fastify: '5.x' },
);
