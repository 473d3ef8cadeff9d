import fp from 'fastify-plugin';
import { ProposalRepository } from './repository';
import { ProposalService } from './service';
import { proposalHooks } from './hooks';
import { proposalRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** SQL of the proposals table (read by id / by customer, conditional update at a revision) */
    proposals: ProposalRepository;
    proposalService: ProposalService;
  }
}

/** Proposals (docs/requirements.md §12.4): create, read, save steps at a revision, start over, delete, CSR review. */
export default fp(
  async (app) => {
    const repo = await ProposalRepository.open(app.db, app.sessions);
    const service = new ProposalService({ db: app.db, repo, layouts: app.layouts, hooks: () => proposalHooks(app) });
    app.decorate('proposals', repo);
    app.decorate('proposalService', service);
    await app.register(proposalRoutes(service));
  },
  { name: 'proposals', dependencies: ['db', 'session', 'config', 'errors'], fastify: '5.x' },
);
