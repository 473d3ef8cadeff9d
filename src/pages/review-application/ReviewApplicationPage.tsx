import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { can } from '../../../adapters/identity/permissions';
import { statusLabelKey } from '../../../adapters/status';
import { useProposalById, useReviewSummary, useStatusEvents } from '../../api/review';
import { useBase } from '../../base/BaseContext';
import { paths } from '../../base/paths';
import { programByClient } from '../../../adapters/base/programs';
import { useCsrCustomer } from '../../session/useCsrCustomer';
import { useSession } from '../../session/SessionContext';
import { Loading } from '../../shell/Loading';
import { useErrorRedirect } from '../../shell/useErrorRedirect';
import { ReviewActions } from './ReviewActions';
import { CsrReviewAnswers } from './CsrReviewAnswers';
import { BackOfficeFrame } from '../../shell/BackOfficeFrame';
import { REVIEW_MESSAGES } from './review-messages';
import { StatusHistory } from './StatusHistory';
import './review.css';

/** {base}/review-application/{id}: a CSR reviews an application and decides on it (docs/requirements.md §8.3, §8.5). */
export default function ReviewApplicationPage() {
  return (
    <BackOfficeFrame area={REVIEW_MESSAGES} allowed={can.workOnAnyApplication}>
      <ReviewApplication />
    </BackOfficeFrame>
  );
}

function ReviewApplication() {
  const id = useParams().id!;
  const intl = useIntl();
  const { program, locale, path } = useBase();
  const { session } = useSession();
  const proposal = useProposalById(id);
  const events = useStatusEvents(id);
  const summary = useReviewSummary(id);
  const redirect = useErrorRedirect();
  const navigate = useNavigate();
  const { close } = useCsrCustomer();
  const title = intl.formatMessage({ id: 'review.title' });
  useEffect(() => {
    document.title = title;
  }, [title]);

  const failed = proposal.error ?? summary.error;
  if (failed) return redirect(failed);
  if (!proposal.data || !summary.data) return <Loading />;
  const current = proposal.data;
  // the pages it links to are the application's program's: a link under another program's base moves there
  if (current.client !== program.client) {
    const own = programByClient(current.client ?? '');
    if (own) return <Navigate to={`${paths.base(own, locale)}/review-application/${encodeURIComponent(id)}`} replace />;
  }

  const { first_name, last_name } = current.applicant;
  const name = [first_name, last_name].filter(Boolean).join(' ') || intl.formatMessage({ id: 'review.unnamed' });
  const reload = () => Promise.all([proposal.mutate(), events.mutate(), summary.mutate()]);

  return (
    <section className="review-page" aria-labelledby="review-title">
      <p>
        <Link
          to={paths.workList(path)}
          onClick={(event) => {
            event.preventDefault();
            // back to the work list closes an application opened for the CSR flow (docs/requirements.md §8.1)
            void close()
              .catch(() => undefined)
              .then(() => navigate(paths.workList(path)));
          }}
        >
          {intl.formatMessage({ id: 'app.journey.csr.workList' })}
        </Link>
      </p>
      <h1 id="review-title" tabIndex={-1}>
        {intl.formatMessage({ id: 'review.heading' }, { name })}
      </h1>
      <p className="review-meta">
        <span className="review-status">{intl.formatMessage({ id: 'review.statusLine' }, { status: intl.formatMessage({ id: statusLabelKey(current.status) }) })}</span>
        <span>{intl.formatMessage({ id: 'review.customerNumber' }, { number: current.customer_number })}</span>
      </p>
      <ReviewActions proposal={current} principal={session!.principal} onChanged={reload} />
      <CsrReviewAnswers groups={summary.data.groups} editable={current.status !== 'CSR_APPROVED'} customerNumber={current.customer_number} />
      <StatusHistory events={events.data} />
    </section>
  );
}
