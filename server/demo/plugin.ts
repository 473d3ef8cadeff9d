import fp from 'fastify-plugin';
import { seedAccounts } from './seed';

/** Demo data on first start: one applicant per program, a CSR and a sponsor (docs/server.md). */
export default fp(
  async (app) => {
    const added = await seedAccounts(app.db);
    if (added.length > 0) app.log.info({ accounts: added }, 'demo accounts created');
  },
  { name: 'demo', dependencies: ['db'], fastify: '5.x' },
);
