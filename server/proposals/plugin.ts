import fp from 'fastify-plugin';
import { ProposalRepository } from './repository';
import { ProposalService } from './service';
import { proposalRoutes } from './routes';
import { WorkList } from './work-list';
import { DraftRepository, DraftService } from './drafts';
import { draftRoutes } from './drafts-routes';
import { csrCustomerRoutes } from './csr-customer-routes';
import { statusWriter, type StatusListener, type Transition } from './transition';

declare module 'fastify' {
  interface FastifyInstance {
    /** SQL of the proposals table (read by id / by customer, conditional update at a revision) */
    proposals: ProposalRepository;
    proposalService: ProposalService;
    /**
     * `await app.transition(trx, { proposal, action, actor, to?, role?, assignee?, note? })` → the
     * updated ProposalRow: every status change goes through it (transition.ts).
     */
    transition: Transition;
    /** `app.onStatusChange(listener)`: the listener runs inside every status change's transaction */
    onStatusChange: (listener: StatusListener) => void;
  }
}

/** Proposals (docs/requirements.md §12.4): create, read, save steps at a revision, start over, delete, CSR review; drafts of a step (docs/server.md "Drafts"); and the status writer every area changes a status through. */
export default fp(
  async (app) => {
    const listeners: StatusListener[] = [];
    const transition = statusWriter(listeners);
    const repo = await ProposalRepository.open(app.db, app.sessions);
    const drafts = new DraftRepository(app.db);
    const service = new ProposalService({
      db: app.db,
      repo,
      drafts,
      layouts: app.layouts,
      transition,
      rateProposal: app.rateProposal,
      csrReviewRequired: app.csrReviewRequired,
    });
    app.decorate('proposals', repo);
    app.decorate('proposalService', service);
    app.decorate('transition', transition);
    app.decorate('onStatusChange', (listener: StatusListener) => {
      listeners.push(listener);
    });
    await app.register(proposalRoutes(service, new WorkList(app.db)));
    await app.register(draftRoutes(new DraftService(drafts, app.layouts)));
    await app.register(csrCustomerRoutes);
  },
  { name: 'proposals', dependencies: ['db', 'session', 'config-service', 'errors', 'rating'], fastify: '5.x' },
);
