import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { RequireSession } from '../../session/RequireSession';

/** {base}/csr-referral: the application waits for a CSR (docs/requirements.md §8.7); nothing for the applicant to do. */
export default function CsrReferralPage() {
  return (
    <RequireSession>
      <CsrReferral />
    </RequireSession>
  );
}

function CsrReferral() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'app.referral.title' });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="referral-page" aria-labelledby="referral-title">
      <h1 id="referral-title" tabIndex={-1}>{title}</h1>
      <p>{intl.formatMessage({ id: 'app.referral.message' })}</p>
      <p>{intl.formatMessage({ id: 'app.referral.next' })}</p>
    </section>
  );
}
