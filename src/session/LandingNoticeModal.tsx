import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorModal } from '../../widgets/modals';
import { useBrandConfig } from '../api/config';
import { clearLandingNotice, peekLandingNotice } from './landing-notice';

/** Brand wording of a notice, by language (brandsConfig `quoteExpiredMessage`). */
type BrandNotices = { quoteExpiredMessage?: Partial<Record<string, string>> };

/**
 * Shows the message chosen after sign-in once (docs/requirements.md §7.5): read on arrival, forgotten
 * at once. An expired quote says what the brand configuration says, when it says something.
 */
export function LandingNoticeModal() {
  const intl = useIntl();
  const brand = useBrandConfig<BrandNotices>();
  const [notice, setNotice] = useState(() => peekLandingNotice());
  useEffect(() => {
    if (notice) clearLandingNotice();
  }, [notice]);
  if (!notice) return null;
  const configured = notice === 'quoteExpired' ? brand.data?.content.quoteExpiredMessage?.[intl.locale] : undefined;
  return (
    <ErrorModal
      open
      title={intl.formatMessage({ id: `app.notice.${notice}.title` })}
      message={<p>{configured ?? intl.formatMessage({ id: `app.notice.${notice}.message` })}</p>}
      onClose={() => setNotice(undefined)}
    />
  );
}
