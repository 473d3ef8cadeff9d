import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorModal } from '../../widgets/modals';
import { clearLandingNotice, peekLandingNotice } from './landing-notice';

const QuoteExpiredToast = lazy(() => import('./QuoteExpiredToast'));

/**
 * Shows the message chosen after sign-in once (docs/requirements.md §7.5): read on arrival, forgotten
 * at once. A declined application is a dialog to acknowledge; an expired quote a warning toast, since
 * the page behind it is where the applicant goes on.
 */
export function LandingNotice() {
  const intl = useIntl();
  const [notice, setNotice] = useState(() => peekLandingNotice());
  useEffect(() => {
    if (notice) clearLandingNotice();
  }, [notice]);
  if (!notice) return null;
  const close = () => setNotice(undefined);
  if (notice === 'quoteExpired') {
    return (
      <Suspense fallback={null}>
        <QuoteExpiredToast onClose={close} />
      </Suspense>
    );
  }
  return (
    <ErrorModal
      open
      title={intl.formatMessage({ id: `app.notice.${notice}.title` })}
      message={<p>{intl.formatMessage({ id: `app.notice.${notice}.message` })}</p>}
      onClose={close}
    />
  );
}
