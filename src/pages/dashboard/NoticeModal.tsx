import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../../widgets/modals';

/** A notice with one OK button: the active-policy and max-policy notices of adding a policy. */
export function NoticeModal({ title, message, onClose }: { title: string; message: string; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const messageId = useId();
  return (
    <Modal open role="alertdialog" onDismiss={onClose} labelledBy={titleId} describedBy={messageId} className="dashboard-notice">
      <h2 id={titleId} className="md-title">{title}</h2>
      <p id={messageId}>{message}</p>
      <div className="md-buttons">
        <button type="button" className="button" onClick={onClose} data-autofocus>
          {intl.formatMessage({ id: 'dashboard.notice.ok' })}
        </button>
      </div>
    </Modal>
  );
}
