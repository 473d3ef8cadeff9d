import fp from 'fastify-plugin';
import { policyFollowsStatus } from './follow-status';
import { PolicyRepository } from './repository';
import { PolicyService } from './service';
import { policyRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** SQL of the policies table, for the payments area */
    policies: PolicyRepository;
  }
}

/** Policies issued from quotes; status changes through `transition`, which the policy follows. */
export default fp(
  async (app) => {
    const repo = new PolicyRepository(app.db);
    app.decorate('policies', repo);
    app.onStatusChange(policyFollowsStatus);
    await app.register(policyRoutes(new PolicyService(app, repo)));
  },
  { name: 'policies', dependencies: ['db', 'session', 'proposals', 'status', 'rating'], fastify: '5.x' },
);
