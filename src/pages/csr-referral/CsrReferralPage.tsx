import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { RequireSession } from '../../session/RequireSession';

const SupportModal = lazy(() => import('../../shell/support/SupportModal'));

/**
 * {base}/csr-referral: the application waits for a CSR (docs/requirements.md §8.7); nothing for the
 * applicant to do but ask support, through the header's support-contact modal (§11.2).
 */
export default function CsrReferralPage() {
  return (
    <RequireSession>
      <CsrReferral />
    </RequireSession>
  );
}

function CsrReferral() {
  const intl = useIntl();
  const [support, setSupport] = useState(false);
  const title = intl.formatMessage({ id: 'app.referral.title' });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="referral-page" aria-labelledby="referral-title">
      <h1 id="referral-title" tabIndex={-1}>{title}</h1>
      <p>{intl.formatMessage({ id: 'app.referral.message' })}</p>
      <p>{intl.formatMessage({ id: 'app.referral.next' })}</p>
      <p>
        {intl.formatMessage({ id: 'app.referral.questions' })}{' '}
        <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setSupport(true)}>
          {intl.formatMessage({ id: 'app.referral.contactSupport' })}
        </button>
      </p>
      <Suspense fallback={null}>{support && <SupportModal onClose={() => setSupport(false)} />}</Suspense>
    </section>
  );
}
