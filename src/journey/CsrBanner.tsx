import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useProposalById } from '../api/review';
import { useBase } from '../base/BaseContext';
import { paths } from '../base/paths';
import { useCsrCustomer } from '../session/useCsrCustomer';
import { Notice } from '../shell/Notice';

/**
 * Says whose application a CSR is looking at and that nothing here is saved (docs/requirements.md
 * §8.1), with the way back: to the application's review page, or to the work list, which closes it.
 */
export function CsrBanner({ proposalId, customerNumber }: { proposalId: string; customerNumber: string }) {
  const intl = useIntl();
  const { path } = useBase();
  const navigate = useNavigate();
  const { close } = useCsrCustomer();
  const applicant = useProposalById(proposalId).data?.applicant;
  const name = [applicant?.first_name, applicant?.last_name].filter(Boolean).join(' ') || customerNumber;
  const workList = paths.workList(path);
  return (
    <Notice kind="info">
      <p>{intl.formatMessage({ id: 'app.journey.csr.viewing' }, { name })}</p>
      <p className="csr-banner-links">
        <Link to={paths.reviewApplication(path, proposalId)}>{intl.formatMessage({ id: 'app.journey.csr.review' })}</Link>
        {' · '}
        <Link
          to={workList}
          onClick={(event) => {
            event.preventDefault();
            // the work list opens whether or not the server heard: the next Edit chooses again
            void close()
              .catch(() => undefined)
              .then(() => navigate(workList));
          }}
        >
          {intl.formatMessage({ id: 'app.journey.csr.workList' })}
        </Link>
      </p>
    </Notice>
  );
}
