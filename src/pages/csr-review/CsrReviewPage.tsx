import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { can } from '../../../adapters/identity/permissions';
import { useApplicationSummary } from '../../api/review';
import { useBase } from '../../base/BaseContext';
import { decodeCustomerParam } from '../../base/customer-param';
import { paths } from '../../base/paths';
import { programByClient } from '../../../adapters/base/programs';
import { useSession } from '../../session/SessionContext';
import { BackOfficeFrame } from '../../shell/BackOfficeFrame';
import { Loading } from '../../shell/Loading';
import { useErrorRedirect } from '../../shell/useErrorRedirect';
import { CsrReviewAnswers } from '../review-application/CsrReviewAnswers';
import { REVIEW_MESSAGES } from '../review-application/review-messages';
import { ReviewDocuments } from './ReviewDocuments';
import { SummaryTables } from './SummaryTables';
import { ApplicationPdfLinks } from '../../application-pdf/ApplicationPdfLinks';
import '../review-application/review.css';
import './csr-review.css';

type Version = 1 | 2;

/**
 * {base}/csr-review/{customerNumber} (v1: tables by page section) and {base}/csr-review-v2/{customerNumber}
 * (v2: an accordion by step, with Edit links for a CSR): a customer's application as saved, for a CSR,
 * the program's sponsor or the applicant; the customer number is base64 (docs/requirements.md §8.5).
 */
export default function CsrReviewPage({ version }: { version: Version }) {
  return (
    <BackOfficeFrame area={REVIEW_MESSAGES} allowed={can.readApplicationSummary}>
      <CsrReview version={version} />
    </BackOfficeFrame>
  );
}

function CsrReview({ version }: { version: Version }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'csrReview.title' });
  useEffect(() => {
    document.title = title;
  }, [title]);
  const customerNumber = decodeCustomerParam(useParams().customerNumber ?? '');
  return (
    <section className="review-page csr-review" aria-labelledby="csr-review-title">
      <h1 id="csr-review-title" tabIndex={-1}>{title}</h1>
      {customerNumber ? (
        <Summary customerNumber={customerNumber} version={version} />
      ) : (
        <p className="notice notice-error" role="alert">{intl.formatMessage({ id: 'csrReview.badLink' })}</p>
      )}
    </section>
  );
}

function Summary({ customerNumber, version }: { customerNumber: string; version: Version }) {
  const intl = useIntl();
  const { program, locale } = useBase();
  const { session } = useSession();
  const summary = useApplicationSummary(customerNumber);
  const redirect = useErrorRedirect();

  if (summary.error) return redirect(summary.error);
  if (!summary.data) return <Loading />;
  const { proposal, groups } = summary.data;
  // the steps it links to are the application's program's: a link under another program's base moves there
  if (proposal.client !== program.client) {
    const own = programByClient(proposal.client);
    if (own) return <Navigate to={paths.csrReview(paths.base(own, locale), customerNumber, version)} replace />;
  }
  const csr = can.workOnAnyApplication(session!.principal);
  const { first_name, last_name } = proposal.applicant;
  const name = [first_name, last_name].filter(Boolean).join(' ') || intl.formatMessage({ id: 'review.unnamed' });
  return (
    <>
      <p className="csr-review-sub">
        {intl.formatMessage({ id: csr ? 'csrReview.subheading.csr' : 'csrReview.subheading.reader' }, { name, number: proposal.customer_number })}
      </p>
      {/* staff and the applicant download it; a sponsor reads the answers only */}
      {!can.decideAsSponsor(session!.principal) && <ApplicationPdfLinks proposalId={proposal.id} staff={csr} />}
      {version === 1 ? (
        <SummaryTables groups={groups} />
      ) : (
        <CsrReviewAnswers groups={groups} editable={csr && proposal.status !== 'CSR_APPROVED'} customerNumber={proposal.customer_number} />
      )}
      {/* documents are their owner's and staff's only (docs/requirements.md §11.5): a sponsor reads the answers alone */}
      {(csr || can.workOnOwnApplication(session!.principal)) && <ReviewDocuments customerNumber={proposal.customer_number} />}
    </>
  );
}
