import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Proposal } from '../../../adapters/api';
import { compileLayout } from '../../../adapters/compile';
import { can } from '../../../adapters/identity/permissions';
import { quoteStep, refineTarget } from '../../../adapters/journey';
import type { FormData, Journey, LayoutPage } from '../../../adapters/types';
import { JourneyForm } from '../../../widgets/journey-form';
import { MarkdownHtmlContext } from '../../../widgets/inputs/markdown/markdown-html';
import { ErrorModal } from '../../../widgets/modals';
import { ApiError } from '../../api/client';
import { useLayoutPage } from '../../api/config';
import { acceptTerms, proposalKey } from '../../api/proposals';
import { useRequestContext } from '../../api/useRequestContext';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { WithValidators } from '../../journey/WithValidators';
import { viewOf } from '../../session/session';
import { useSession } from '../../session/SessionContext';
import { BackOfficeFrame } from '../../shell/BackOfficeFrame';
import { Loading } from '../../shell/Loading';
import { useErrorRedirect } from '../../shell/useErrorRedirect';
import { REVIEW_MESSAGES } from '../review-application/review-messages';
import { ApplicantStatusGate } from './ApplicantStatusGate';
import { allTermsRead, termsBoxFields } from './terms-read';

const PAGE = 'terms-conditions';

/** A CSR-approved applicant who has not accepted the terms yet belongs here, though the status names the review page. */
const waitsForTerms = (proposal: Proposal) => proposal.status === 'CSR_APPROVED' && !proposal.terms_accepted_at;

/**
 * {base}/terms-conditions: the program's terms (the layout page `terms-conditions`, which analysts
 * edit) in a scroll-to-bottom box; Continue is enabled once the box is read to its end, and the agree
 * check box with it (the layout's rule). A CSR-approved applicant's acceptance is recorded by the
 * server (POST proposals/terms), which creates the policy only after it; the status then leads to the
 * final quote, where the policy is created and paid (docs/requirements.md §6.1). Before approval the
 * page only navigates, to the quote step.
 */
export default function TermsPage() {
  return (
    <BackOfficeFrame area={REVIEW_MESSAGES} allowed={can.workOnOwnApplication}>
      <ApplicantStatusGate page={PAGE} stays={waitsForTerms}>{(proposal, journey) => <TermsLoader proposal={proposal} journey={journey} />}</ApplicantStatusGate>
    </BackOfficeFrame>
  );
}

function TermsLoader({ proposal, journey }: { proposal: Proposal; journey: Journey }) {
  const layout = useLayoutPage(PAGE);
  const redirect = useErrorRedirect();
  const markdown = layout.data?.markdown;
  const markdownHtml = useCallback((source: string) => markdown?.[source], [markdown]);
  if (layout.error) return redirect(layout.error);
  if (!layout.data) return <Loading />;
  return (
    <MarkdownHtmlContext.Provider value={markdownHtml}>
      <Terms proposal={proposal} journey={journey} page={layout.data.content} />
    </MarkdownHtmlContext.Provider>
  );
}

function Terms({ proposal, journey, page }: { proposal: Proposal; journey: Journey; page: LayoutPage }) {
  const intl = useIntl();
  const base = useBase();
  const ctx = useRequestContext();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { session } = useSession();
  const type = session!.applicationType;
  const compiled = useMemo(
    () => compileLayout(page, { locale: base.locale, program: base.program.client, applicationType: type, role: viewOf(session!) }),
    [page, base.locale, base.program.client, type, session],
  );
  const boxes = useMemo(() => termsBoxFields(compiled), [compiled]);
  const [read, setRead] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const data = useMemo<FormData>(() => ({}), []);
  const onChange = useCallback((answers: FormData) => setRead(allTermsRead(boxes, answers)), [boxes]);
  const review = refineTarget('review', { client: base.program.client, termsAccepted: false });
  const title = compiled.meta.title;
  useEffect(() => {
    document.title = title;
  }, [title]);

  const accept = async () => {
    // before approval the terms are read on the way to the quote, where the quote is accepted
    if (!waitsForTerms(proposal)) return navigate(paths.step(base.path, quoteStep(journey, type) ?? review));
    setBusy(true);
    try {
      // the reply holds the acceptance: the status then leads on to the final quote (ApplicantStatusGate)
      await mutate(proposalKey(ctx), await acceptTerms(ctx, proposal.progress_states_revision), { revalidate: false });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.redirects) return navigate(paths.error(base.path, e.status));
      setFailure(e.serverMessage ?? intl.formatMessage({ id: e.statusTextId }));
      await mutate(proposalKey(ctx));
    } finally {
      setBusy(false);
    }
  };

  const back = compiled.meta.buttons.find((b) => b.type === 'go_back');
  const cont = compiled.meta.buttons.find((b) => b.type === 'continue');
  return (
    <section className="journey-content terms-page" aria-labelledby="terms-title">
      <h1 id="terms-title" tabIndex={-1}>{compiled.meta.heading ?? title}</h1>
      {compiled.meta.subheading && <p className="journey-subheading">{compiled.meta.subheading}</p>}
      <WithValidators client={base.program.client} compiled={compiled}>
        <JourneyForm compiled={compiled} data={data} locale={base.locale} onChange={onChange} onSubmit={() => void accept()}>
          <div className="jf-actions step-buttons">
            <button type="button" className="button secondary" onClick={() => navigate(paths.step(base.path, review))}>
              {back?.label ?? intl.formatMessage({ id: 'terms.back' })}
            </button>
            <button type="submit" className="button" disabled={!read || busy} aria-describedby={read ? undefined : 'terms-continue-hint'}>
              {cont?.label ?? intl.formatMessage({ id: 'app.journey.continue' })}
            </button>
          </div>
          {!read && (
            <p id="terms-continue-hint" className="terms-continue-hint">
              {intl.formatMessage({ id: 'terms.continueHint' })}
            </p>
          )}
        </JourneyForm>
      </WithValidators>
      <ErrorModal open={failure !== undefined} title={intl.formatMessage({ id: 'terms.failed.title' })} message={failure} onClose={() => setFailure(undefined)} />
    </section>
  );
}
