import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Proposal } from '../../../adapters/api';
import { can } from '../../../adapters/identity/permissions';
import { isLocked } from '../../../adapters/status';
import { useApplicationSummary } from '../../api/review';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { BackOfficeFrame } from '../../shell/BackOfficeFrame';
import { Loading } from '../../shell/Loading';
import { useErrorRedirect } from '../../shell/useErrorRedirect';
import { SummaryTables } from '../csr-review/SummaryTables';
import { ReviewAnswers } from '../review-application/ReviewAnswers';
import { REVIEW_MESSAGES } from '../review-application/review-messages';
import { ApplicantStatusGate } from './ApplicantStatusGate';
import '../review-application/review.css';
import '../csr-review/csr-review.css';

type Version = 1 | 2;

/**
 * {base}/review (v1: tables by page section) and {base}/review-v2 (wings programs: an accordion by
 * step): the signed-in applicant's saved answers, an Edit link per step while the application may
 * change, and Continue to the terms and conditions (docs/requirements.md §3.5, §8.5). A CSR-approved
 * applicant lands here; the status decides which of the two (adapters/journey/redirect.ts).
 */
export default function ReviewPage({ version }: { version: Version }) {
  return (
    <BackOfficeFrame area={REVIEW_MESSAGES} allowed={can.workOnOwnApplication}>
      <ApplicantStatusGate page={version === 2 ? 'review-v2' : 'review'}>{(proposal) => <Review proposal={proposal} version={version} />}</ApplicantStatusGate>
    </BackOfficeFrame>
  );
}

function Review({ proposal, version }: { proposal: Proposal; version: Version }) {
  const intl = useIntl();
  const { path } = useBase();
  const summary = useApplicationSummary(proposal.customer_number);
  const redirect = useErrorRedirect();
  const title = intl.formatMessage({ id: 'applicantReview.title' });
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (summary.error) return redirect(summary.error);
  const editable = !isLocked(proposal.status);
  return (
    <section className="review-page applicant-review" aria-labelledby="applicant-review-title">
      <h1 id="applicant-review-title" tabIndex={-1}>{title}</h1>
      <p className="csr-review-sub">
        {intl.formatMessage({ id: 'applicantReview.subheading' })} {intl.formatMessage({ id: editable ? 'applicantReview.editable' : 'applicantReview.locked' })}
      </p>
      {!summary.data ? (
        <Loading />
      ) : version === 1 ? (
        <SummaryTables groups={summary.data.groups} editable={editable} />
      ) : (
        <ReviewAnswers groups={summary.data.groups} editable={editable} />
      )}
      <p className="applicant-review-actions">
        <Link className="button" to={paths.termsConditions(path)}>
          {intl.formatMessage({ id: 'applicantReview.continue' })}
        </Link>
      </p>
    </section>
  );
}
