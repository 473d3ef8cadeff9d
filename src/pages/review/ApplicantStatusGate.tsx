import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Proposal } from '../../../adapters/api';
import { useJourney } from '../../api/config';
import { useProposal } from '../../api/proposals';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { programByClient } from '../../../adapters/base/programs';
import { statusRedirect } from '../../journey/status-route';
import { useSession } from '../../session/SessionContext';
import type { Journey } from '../../../adapters/types';
import { Loading } from '../../shell/Loading';
import { useErrorRedirect } from '../../shell/useErrorRedirect';

interface Props {
  /** the page's own route name (review, review-v2, terms-conditions) */
  page: string;
  /** whether the proposal may stay on this page even though its status names another (the terms page of an approval) */
  stays?: (proposal: Proposal) => boolean;
  children: (proposal: Proposal, journey: Journey) => ReactNode;
}

/**
 * The applicant's own application on the review and terms pages: on their program's site, sent to the
 * page their status names (docs/requirements.md §3.5, §3.6), to the start without an application.
 */
export function ApplicantStatusGate({ page, stays, children }: Props) {
  const { session } = useSession();
  const base = useBase();
  const journey = useJourney();
  const proposal = useProposal();
  const redirect = useErrorRedirect();
  // an applicant belongs to one program: another program's site sends them to their own (docs/requirements.md §1.2)
  const own = session?.client ? programByClient(session.client) : undefined;
  if (own && own !== base.program) return <Navigate to={paths.step(paths.base(own, base.locale), page)} replace />;
  const error = journey.error ?? proposal.error;
  if (error) return redirect(error);
  if (!journey.data || proposal.data === undefined) return <Loading />;
  if (proposal.data === null) return <Navigate to={base.path} replace />;
  const facts = { status: proposal.data.status, termsAccepted: Boolean(proposal.data.terms_accepted_at) };
  const target = stays?.(proposal.data) ? undefined : statusRedirect(facts, base.program.client, journey.data.content, session!.applicationType, page);
  if (target) return <Navigate to={paths.step(base.path, target)} replace />;
  return children(proposal.data, journey.data.content);
}
