import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorModal } from '../../widgets/modals';
import { clearLandingNotice, peekLandingNotice } from './landing-notice';

/** Shows the message chosen after sign-in once (docs/requirements.md §7.5): read on arrival, forgotten at once. */
export function LandingNoticeModal() {
  const intl = useIntl();
  const [notice, setNotice] = useState(() => peekLandingNotice());
  useEffect(() => {
    if (notice) clearLandingNotice();
  }, [notice]);
  if (!notice) return null;
  return (
    <ErrorModal
      open
      title={intl.formatMessage({ id: `app.notice.${notice}.title` })}
      message={<p>{intl.formatMessage({ id: `app.notice.${notice}.message` })}</p>}
      onClose={() => setNotice(undefined)}
    />
  );
}
