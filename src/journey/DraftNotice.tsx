import { useIntl } from 'react-intl';
import { Notice } from '../shell/Notice';

/** Above a form that starts from a draft: when those answers were typed, and a way to drop them for the saved ones. */
export function DraftNotice({ savedAt, onDiscard }: { savedAt: string; onDiscard: () => void }) {
  const intl = useIntl();
  const when = intl.formatDate(savedAt, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <Notice kind="info">
      <p>{intl.formatMessage({ id: 'app.journey.draft.restored' }, { when })}</p>
      <button type="button" className="button secondary" onClick={onDiscard}>
        {intl.formatMessage({ id: 'app.journey.draft.discard' })}
      </button>
    </Notice>
  );
}
