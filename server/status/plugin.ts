import fp from 'fastify-plugin';
import { statusRoutes } from './routes';
import { transition, type TransitionRequest } from './transition';
import type { Database, ProposalRow } from '../db/schema';
import type { Kysely, Transaction } from 'kysely';

/**
 * `await app.transition(trx, { proposal, action, actor, to?, role?, assignee?, note? })` →
 * the updated ProposalRow. Every status change goes through it: it checks the transition
 * table (transitions.ts) and appends to proposal_status_events. Same call shape as the
 * proposals area's status port (proposal, to, action, actor); `role` defaults to the
 * actor's role in users (`system` for the server itself). Illegal → HttpError 409 naming
 * both statuses; wrong role → 403; STATUS_UPDATE without a target → 400.
 */
export type TransitionFn = (trx: Transaction<Database> | Kysely<Database>, request: TransitionRequest) => Promise<ProposalRow>;

declare module 'fastify' {
  interface FastifyInstance {
    transition: TransitionFn;
  }
}

export default fp(
  async (app) => {
    // a test may stand in for the status area (buildApp's `extra` plugins come first)
    if (!app.hasDecorator('transition')) app.decorate('transition', transition);
    await app.register(statusRoutes);
  },
  { name: 'status', dependencies: ['db', 'session', 'proposals'], fastify: '5.x' },
);
