import { can } from '../../../adapters/identity/permissions';
import { lazy, useCallback, useLayoutEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { findLink, isQuoteRoute, routeInconsistency, routeStates } from '../../../adapters/journey';
import { useJourney, useLayoutPage } from '../../api/config';
import { useProposal } from '../../api/proposals';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { programByClient } from '../../../adapters/base/programs';
import { JourneyStep } from '../../journey/JourneyStep';
import { isReadOnlyVisit } from '../../journey/read-only-visit';
import { isStatusPage, statusRedirect } from '../../journey/status-route';
import { savedSteps } from '../../../adapters/journey/stepper';
import { LandingNotice } from '../../session/LandingNotice';
import { RequireSession } from '../../session/RequireSession';
import { useSession } from '../../session/SessionContext';
import { Loading } from '../../shell/Loading';
import { useErrorRedirect } from '../../shell/useErrorRedirect';
import ErrorPage from '../error/ErrorPage';
import { releaseFirstPaint } from '../../app/first-paint';
import { MarkdownHtmlContext } from '../../../widgets/inputs/markdown/markdown-html';

/** What the quick-quote pages use of the step page (src/pages/quick-quote/journey-kit.ts). */
export { JourneyForm } from '../../../widgets/journey-form';
export { WithValidators } from '../../journey/WithValidators';
export { compileLayout } from '../../../adapters/compile';
export { otherStepsAnswers, pageOfLink, progressStateName } from '../../../adapters/journey';

/** The quote steps have their own page, loaded only when reached. */
const QuoteStep = lazy(() => import('../../quote/QuoteStep'));

/** {base}/{route_name}: one step of the program's journey, for a signed-in applicant; the step wizard's idle countdown. */
export default function JourneyPage() {
  return (
    <RequireSession wizard>
      <LandingNotice />
      <JourneyLoader />
    </RequireSession>
  );
}

function JourneyLoader() {
  const { routeName } = useParams();
  const { session } = useSession();
  const journey = useJourney();
  const link = journey.data && routeName ? findLink(journey.data.content, routeName, session!.applicationType) : undefined;
  const layout = useLayoutPage(link?.route_name);
  // the page's markdown arrives rendered and sanitized beside the layout (adapters/markdown)
  const markdown = layout.data?.markdown;
  const markdownHtml = useCallback((source: string) => markdown?.[source], [markdown]);
  // a CSR opens an application from its review page (docs/requirements.md §8.1): without one open, nothing to read
  const noCustomer = can.workOnAnyApplication(session!.principal) && !session!.csrCustomerNumber;
  const proposal = useProposal(!noCustomer);
  const redirect = useErrorRedirect();
  const base = useBase();
  const location = useLocation();
  // An applicant belongs to one program: another program's site sends them to their own (docs/requirements.md §1.2).
  const own = session?.client ? programByClient(session.client) : undefined;
  if (own && own !== base.program) return <Navigate to={paths.base(own, base.locale)} replace />;
  if (noCustomer) return <Navigate to={paths.workList(base.path)} replace />;

  // the page's own layout matters only once the status keeps the applicant here
  const error = journey.error ?? proposal.error;
  if (error) return <Released>{redirect(error)}</Released>;
  if (journey.data && !link) return <Released><ErrorPage status={404} /></Released>;
  if (!journey.data || proposal.data === undefined || !link) return <Loading />;
  // The status has its own page (docs/requirements.md §3.5, §3.6); a CSR reaches any step, Back on a locked application looks back.
  const facts = proposal.data ? { status: proposal.data.status, termsAccepted: Boolean(proposal.data.terms_accepted_at) } : undefined;
  const target =
    facts && !can.workOnAnyApplication(session!.principal) && !isReadOnlyVisit(location.state)
      ? statusRedirect(facts, base.program.client, journey.data.content, session!.applicationType, link.route_name)
      : undefined;
  if (target) return <Navigate to={paths.step(base.path, target)} replace />;
  // A page past an unanswered step (docs/requirements.md §2.4): the error page leads to that step. The page
  // a status sends the applicant to is theirs whatever the stepper says; a CSR sees every step as completed.
  const gap =
    !can.workOnAnyApplication(session!.principal) && !isReadOnlyVisit(location.state) && !isStatusPage(facts, base.program.client, journey.data.content, session!.applicationType, link.route_name)
      ? routeInconsistency(routeStates(journey.data.content, session!.applicationType, { saved: savedSteps(proposal.data) }), link.route_name, proposal.data?.status)
      : undefined;
  if (gap) return <Navigate to={paths.error(base.path, gap.status)} state={{ from: paths.step(base.path, gap.resume) }} replace />;
  if (layout.error) return <Released>{redirect(layout.error)}</Released>;
  if (!layout.data) return <Loading />;
  const step =
    isQuoteRoute(link.route_name) && proposal.data ? (
      <QuoteStep journey={journey.data.content} link={link} page={layout.data.content} proposal={proposal.data} session={session!} />
    ) : (
      <JourneyStep journey={journey.data.content} link={link} page={layout.data.content} proposal={proposal.data} session={session!} />
    );
  return <MarkdownHtmlContext.Provider value={markdownHtml}>{step}</MarkdownHtmlContext.Provider>;
}

/** Not the step's form after all: the server's static first paint of it goes (src/app/first-paint.ts). */
function Released({ children }: { children: ReactNode }) {
  useLayoutEffect(() => releaseFirstPaint(), []);
  return children;
}
