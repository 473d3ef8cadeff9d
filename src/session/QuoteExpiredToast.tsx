import { useIntl } from 'react-intl';
import { useBrandConfig } from '../api/config';
import './landing-toast.css';

/** Brand wording of the notice (brandsConfig `quoteExpiredMessage`, served in the page's language). */
type BrandNotices = { quoteExpiredMessage?: string };

/**
 * The expired-quote warning after sign-in (docs/requirements.md §5.9): a toast over the first step in
 * the brand configuration's words (the app's own when it has none), until closed. Loaded only when
 * shown, with its styles.
 */
export default function QuoteExpiredToast({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const brand = useBrandConfig<BrandNotices>();
  // the brand's words say it all; the app's own come with their title
  const configured = brand.data?.content.quoteExpiredMessage;
  return (
    <div className="notice notice-warning landing-toast" role="status">
      <p>
        {configured ?? (
          <>
            <strong>{intl.formatMessage({ id: 'app.notice.quoteExpired.title' })}</strong> {intl.formatMessage({ id: 'app.notice.quoteExpired.message' })}
          </>
        )}
      </p>
      <button type="button" className="md-close" aria-label={intl.formatMessage({ id: 'widgets.modals.close' })} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
