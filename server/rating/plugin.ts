import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { Locale } from '../../adapters/types';
import { domainError } from '../errors/domain-error';
import type { RatableProposal } from './answers';
import { rate } from './engine';
import { referralReasons } from './referrals';
import { RatingPlanError } from './plan-error';
import type { LoadedPlan } from './plan-types';
import { loadAllPlans } from './plans';
import type { QuoteWrapper } from '../../adapters/api';

/**
 * Quotes for a proposal (docs/requirements.md §5.1 shape), one per offered limit, limit ascending, each
 * with a fresh UUID. A program without a rating.json gets none ([]). The proposals area
 * calls it when a save carries generate_quote and stores the result in proposal.quotes.
 */
export type RateProposalFn = (proposal: RatableProposal & { client: string }, ctx: { locale: Locale }) => Promise<QuoteWrapper[]>;

/** Whether an accepted quote must go to CSR review: any of the plan's `referrals` holds. */
export type CsrReviewRequiredFn = (proposal: RatableProposal & { client: string }) => boolean;

/** The codes of the plan's `referrals` that hold for the proposal ([] when none, or no plan). */
export type ReferralCodesFn = (proposal: RatableProposal & { client: string }) => string[];

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.csrReviewRequired(proposal)` → true when a referral rule of the program's plan holds */
    csrReviewRequired: CsrReviewRequiredFn;
    /** `app.referralCodes(proposal)` → the codes of the referral rules that hold, e.g. ['HIGH_REVENUE'] */
    referralCodes: ReferralCodesFn;
    /** `await app.rateProposal(proposal, { locale })` → QuoteWrapper[] ({id, quote}) */
    rateProposal: RateProposalFn;
    /** the rating plans served now, by client code */
    ratingPlans: ReadonlyMap<string, LoadedPlan>;
    /** serves these plans from now on, in place of every plan served before (the published versions, after a studio publish) */
    useRatingPlans(plans: ReadonlyMap<string, LoadedPlan>): void;
  }
}

export interface RatingPluginOptions {
  /** schemas/programs (AppConfig.programsDir) */
  programsDir: string;
}

/**
 * Loads every schemas/programs/<CLIENT>/rating.json at start. A broken plan stops the
 * server with a RatingPlanError naming the file and JSON path: wrong prices must never be served.
 * The studio area then hands it the published versions (useRatingPlans), at start and after every
 * publish or rollback; a rating reads the plan served at that moment.
 */
const ratingPlugin: FastifyPluginAsync<RatingPluginOptions> = async (app, options) => {
  const plans = loadAllPlans(options.programsDir);
  /** A plan failing on some answers: the analyst's problem goes to the log, the applicant gets a plain 500. */
  const guarded = <T>(proposalId: string, run: () => T): T => {
    try {
      return run();
    } catch (err) {
      if (!(err instanceof RatingPlanError)) throw err;
      app.log.error({ problems: err.problems, proposal: proposalId }, 'rating plan failed');
      throw domainError('ratingPlanBroken');
    }
  };
  app.decorate('ratingPlans', plans);
  // replaced in place: whoever holds app.ratingPlans sees the plans served now
  app.decorate('useRatingPlans', (next: ReadonlyMap<string, LoadedPlan>) => {
    plans.clear();
    for (const [client, plan] of next) plans.set(client, plan);
  });
  const referralCodes: ReferralCodesFn = (proposal) => {
    const plan = plans.get(proposal.client);
    return plan ? guarded(proposal.id, () => referralReasons(plan, proposal)) : [];
  };
  app.decorate('referralCodes', referralCodes);
  // a test may stand in for either decorator (buildApp's `extra` plugins come first): keep it
  if (!app.hasDecorator('csrReviewRequired')) {
    const csrReviewRequired: CsrReviewRequiredFn = (proposal) => referralCodes(proposal).length > 0;
    app.decorate('csrReviewRequired', csrReviewRequired);
  }
  if (app.hasDecorator('rateProposal')) return;
  const rateProposal: RateProposalFn = async (proposal, ctx) => {
    const plan = plans.get(proposal.client);
    if (!plan) return [];
    return guarded(proposal.id, () => rate(plan, proposal, { newId: () => randomUUID(), locale: ctx.locale }));
  };
  app.decorate('rateProposal', rateProposal);
};

export default fp(ratingPlugin, { name: 'rating', fastify: '5.x' });
