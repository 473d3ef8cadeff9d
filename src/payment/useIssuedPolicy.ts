import type { Policy, Proposal } from '../../adapters/api';
import type { ApiError } from '../api/client';
import { usePolicy } from '../api/policies';
import { useProposal } from '../api/proposals';

export type IssuedPolicy =
  | { kind: 'loading' }
  | { kind: 'error'; error: ApiError }
  /** the applicant's application has no policy (or there is no application) */
  | { kind: 'none' }
  | { kind: 'ready'; proposal: Proposal; policy: Policy };

/** The applicant's application and the policy issued from it: what every page after the quote reads first. */
export function useIssuedPolicy(): IssuedPolicy {
  const proposal = useProposal();
  const policy = usePolicy(proposal.data?.issued_policy_id);
  const error = proposal.error ?? policy.error;
  if (error) return { kind: 'error', error };
  if (proposal.data === undefined) return { kind: 'loading' };
  if (!proposal.data?.issued_policy_id) return { kind: 'none' };
  if (!policy.data) return { kind: 'loading' };
  return { kind: 'ready', proposal: proposal.data, policy: policy.data };
}
