import type { ProposalRow } from '../db/schema';
import type { ReferralCodesFn } from '../rating/plugin';

/**
 * The codes of the program's referral rules that hold for the proposal's answers, e.g.
 * ['HIGH_REVENUE'] (`referralCodes` of the rating area). Accepting a quote and issuing a policy
 * both ask, so the browser cannot skip the check (docs/rating.md "Underwriting on the server").
 */
export function referralsOf(referralCodes: ReferralCodesFn, row: ProposalRow): string[] {
  return referralCodes({ id: row.id, client: row.client, progress_states: row.progress_states });
}
