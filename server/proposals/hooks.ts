import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../adapters/types';
import type { Proposal, QuoteWrapper } from '../../adapters/api';
import { recordTransition, type Transition } from './status-port';

/** Rating: quotes for a proposal whose answers were just saved (spec 000 §3 quote shape). */
export type RateProposal = (proposal: Proposal, ctx: { locale: Locale }) => Promise<QuoteWrapper[]>;
/** Whether an accepted quote must be referred to a CSR (POST /proposals/csr_review). */
export type CsrReviewRequired = (proposal: Proposal) => Promise<boolean> | boolean;

/**
 * Decorators other areas provide, found at call time so registration order does not matter
 * (they must be registered with fastify-plugin so they decorate the root instance):
 * - `transition` (status): every status change; falls back to recordTransition
 * - `rateProposal` (rating): absent → no quotes are generated
 * - `csrReviewRequired` (rating/status): absent → no review is required
 */
export interface ProposalHooks {
  transition: Transition;
  rateProposal?: RateProposal;
  csrReviewRequired?: CsrReviewRequired;
}

function decorator<T>(app: FastifyInstance, name: string): T | undefined {
  return app.hasDecorator(name) ? ((app as unknown as Record<string, T>)[name] ?? undefined) : undefined;
}

export function proposalHooks(app: FastifyInstance): ProposalHooks {
  return {
    transition: decorator<Transition>(app, 'transition') ?? recordTransition,
    rateProposal: decorator<RateProposal>(app, 'rateProposal'),
    csrReviewRequired: decorator<CsrReviewRequired>(app, 'csrReviewRequired'),
  };
}
