import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorModal } from '../../widgets/modals';
import { dismissLandingNotice, takeLandingNotice } from './landing-notice';

const QuoteExpiredToast = lazy(() => import('./QuoteExpiredToast'));

/**
 * Shows the message chosen after sign-in once (docs/requirements.md §7.5): taken from the tab on
 * arrival (a reload does not show it again), kept until closed. A declined application is a dialog
 * to acknowledge; an expired quote a warning toast, since the page behind it is where the applicant goes on.
 */
export function LandingNotice() {
  const intl = useIntl();
  const [notice, setNotice] = useState(() => takeLandingNotice());
  if (!notice) return null;
  const close = () => {
    dismissLandingNotice();
    setNotice(undefined);
  };
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
