import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from './Modal';
import { ButtonRow, CloseIcon, FolderIcon, type ModalButton } from './parts';

export interface ErrorModalProps {
  open: boolean;
  /** with the folder icon when given; otherwise the dialog is named by the generic error title */
  title?: string;
  message: ReactNode;
  note?: ReactNode;
  /** default: a single OK button with id `ok` */
  buttons?: readonly ModalButton[];
  /** the clicked button's id, or null for Escape, the close icon and the backdrop */
  onClose: (buttonId: string | null) => void;
}

/** Error modal (docs/requirements.md §11.2): optional title with folder icon, message, note, buttons, close icon. */
export function ErrorModal({ open, title, message, note, buttons, onClose }: ErrorModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const messageId = useId();
  return (
    <Modal
      open={open}
      role="alertdialog"
      onDismiss={() => onClose(null)}
      labelledBy={title ? titleId : undefined}
      label={intl.formatMessage({ id: 'widgets.modals.errorTitle' })}
      describedBy={messageId}
    >
      <CloseIcon onClick={() => onClose(null)} />
      {title && (
        <h2 id={titleId} className="md-title">
          <FolderIcon />
          {title}
        </h2>
      )}
      <div id={messageId}>{message}</div>
      {note && <p className="md-note">{note}</p>}
      <ButtonRow buttons={buttons ?? [{ id: 'ok', label: intl.formatMessage({ id: 'widgets.modals.ok' }) }]} onClick={onClose} />
    </Modal>
  );
}
