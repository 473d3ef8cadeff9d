import fp from 'fastify-plugin';
import { renewedPolicyFollows } from './follow-renewal';
import { renewalRoutes } from './routes';
import { RenewalService } from './service';

/** Renewals: a policy inside its renewal window starts a prefilled RENEWAL application (docs/requirements.md §2.11). */
export default fp(
  async (app) => {
    app.onStatusChange(renewedPolicyFollows);
    await app.register(renewalRoutes(new RenewalService(app)));
  },
  { name: 'renewals', dependencies: ['db', 'session', 'config-service', 'proposals', 'policies'], fastify: '5.x' },
);
