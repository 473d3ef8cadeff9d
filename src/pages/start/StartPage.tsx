import { can } from '../../../adapters/identity/permissions';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Proposal } from '../../../adapters/api';
import { afterSignIn, type SignInDestination } from '../../../adapters/identity/after-sign-in';
import { isQuoteExpired } from '../../../adapters/quotes';
import type { Journey } from '../../../adapters/types';
import type { ApiError } from '../../api/client';
import { useJourney } from '../../api/config';
import { usePolicies } from '../../api/policies';
import { deleteProposal, proposalKey, requoteProposal, startOverProposal, useProposal } from '../../api/proposals';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { programByClient } from '../../../adapters/base/programs';
import { pageInApp } from '../../journey/status-route';
import { setLandingNotice } from '../../session/landing-notice';
import { RequireSession } from '../../session/RequireSession';
import { useSession } from '../../session/SessionContext';
import { Loading } from '../../shell/Loading';
import { useErrorRedirect } from '../../shell/useErrorRedirect';

/**
 * A blank base path is where sign-in lands when the user was not going anywhere: the first page is
 * decided there, for a signed-in user only (docs/requirements.md §7.5).
 */
export default function StartPage() {
  const base = useBase();
  // keyed by site: moved to another client's site, the decision is made afresh there
  return (
    <RequireSession>
      <AfterSignIn key={base.path} />
    </RequireSession>
  );
}

function AfterSignIn() {
  const base = useBase();
  const { session } = useSession();
  const redirect = useErrorRedirect();
  const [search] = useSearchParams();
  const user = session!;
  // the proposal and policies matter only to an applicant on their own program's site
  const own = can.workOnOwnApplication(user.principal) && (!user.client || user.client === base.program.client);
  const journey = useJourney();
  const proposal = useProposal(own);
  const policies = usePolicies(own && proposal.data === null);
  // decided once: deleting or starting over the proposal below must not decide again
  const [decided, setDecided] = useState<{ destination: SignInDestination; journey: Journey; proposal: Proposal | null }>();
  if (decided) return <Go {...decided} />;
  const error = journey.error ?? proposal.error ?? policies.error;
  if (error) return redirect(error);
  if (!journey.data || (own && (proposal.data === undefined || (proposal.data === null && !policies.data)))) return <Loading />;
  const current = own ? (proposal.data ?? null) : null;
  const destination = afterSignIn({
    principal: user.principal,
    userClient: user.client ?? null,
    siteClient: base.program.client,
    locale: base.locale,
    // the dashboard's cards come back here for their application (src/pages/dashboard/application-path.ts)
    dashboard: base.program.dashboard === true && !search.has('application'),
    journey: journey.data.content,
    proposal: current && {
      status: current.status,
      type: current.type,
      currentProgressState: current.current_progress_state ?? null,
      quickRenewal: current.is_quick_renewal_journey_active === true,
      quoteExpired: isQuoteExpired(current.quote_expiry_days),
    },
    hasPolicies: (policies.data?.length ?? 0) > 0,
  });
  setDecided({ destination, journey: journey.data.content, proposal: current });
  return <Loading />;
}

/** Performs what the destination asks first (delete or start over the proposal, the application type, the notice), then goes. */
function Go({ destination, journey, proposal }: { destination: SignInDestination; journey: Journey; proposal: Proposal | null }) {
  const base = useBase();
  const ctx = useRequestContext();
  const { session, signIn } = useSession();
  const { mutate } = useSWRConfig();
  const [to, setTo] = useState<string>();
  const [failed, setFailed] = useState<ApiError>();
  const redirect = useErrorRedirect();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (destination.kind === 'site') {
        const program = programByClient(destination.client);
        return setTo(program ? paths.base(program, base.locale) : paths.error(base.path, 403));
      }
      if (destination.kind === 'error') return setTo(paths.error(base.path, destination.status));
      if (destination.kind === 'staff') return setTo(paths.step(base.path, destination.page));
      if (destination.kind === 'dashboard') return setTo(paths.step(base.path, 'dashboard'));
      try {
        if (proposal && destination.deleteProposal) {
          await deleteProposal(ctx, proposal.progress_states_revision);
          await mutate(proposalKey(ctx), null, { revalidate: false });
        } else if (proposal && destination.startOver) {
          await mutate(proposalKey(ctx), await startOverProposal(ctx, proposal.progress_states_revision), { revalidate: false });
        } else if (proposal && destination.requote) {
          await mutate(proposalKey(ctx), await requoteProposal(ctx, proposal.progress_states_revision), { revalidate: false });
        }
      } catch (e) {
        return setFailed(e as ApiError);
      }
      if (destination.notice) setLandingNotice(destination.notice);
      if (session && session.applicationType !== destination.applicationType) signIn({ ...session, applicationType: destination.applicationType });
      const page = pageInApp(destination.route, journey, destination.applicationType);
      setTo(page ? paths.step(base.path, page) : paths.error(base.path, 404));
    })();
  }, [destination, journey, proposal, base, ctx, mutate, session, signIn]);

  if (failed) return redirect(failed);
  return to ? <Navigate to={to} replace /> : <Loading />;
}
