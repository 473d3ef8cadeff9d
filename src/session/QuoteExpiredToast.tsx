import { useIntl } from 'react-intl';
import { useBrandConfig } from '../api/config';
import './landing-toast.css';

/** Brand wording of the notice, by language (brandsConfig `quoteExpiredMessage`). */
type BrandNotices = { quoteExpiredMessage?: Partial<Record<string, string>> };

/**
 * The expired-quote warning after sign-in (docs/requirements.md §5.9): a toast over the first step in
 * the brand configuration's words (the app's own when it has none), until closed. Loaded only when
 * shown, with its styles.
 */
export default function QuoteExpiredToast({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const brand = useBrandConfig<BrandNotices>();
  const message = brand.data?.content.quoteExpiredMessage?.[intl.locale] ?? intl.formatMessage({ id: 'app.notice.quoteExpired.message' });
  return (
    <div className="notice notice-warning landing-toast" role="status">
      <p>
        <strong>{intl.formatMessage({ id: 'app.notice.quoteExpired.title' })}</strong> {message}
      </p>
      <button type="button" className="md-close" aria-label={intl.formatMessage({ id: 'widgets.modals.close' })} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
