import type { FastifyInstance } from 'fastify';
import type { ProposalRow } from '../db/schema';

/**
 * The codes of the program's referral rules that hold for the proposal's answers, e.g.
 * ['HIGH_REVENUE']; none without the rating area. Accepting a quote and issuing a policy both
 * ask, so the browser cannot skip the check (docs/rating.md "Underwriting on the server").
 */
export function referralsOf(app: FastifyInstance, row: ProposalRow): string[] {
  if (!app.hasDecorator('referralCodes')) return [];
  return app.referralCodes({ id: row.id, client: row.client, progress_states: row.progress_states });
}
