import { useCallback, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from './Modal';
import { ButtonRow, CloseIcon, type ModalButton } from './parts';

export interface ConfirmationOptions {
  title: string;
  icon?: ReactNode;
  message: ReactNode;
  note?: ReactNode;
  /** support-info rows (label, value), e.g. phone and e-mail of the support desk */
  supportRows?: readonly { label: string; value: ReactNode }[];
  buttons: readonly ModalButton[];
  learnMore?: { href: string; label?: string };
  /** content after the message (a list of choices with their own buttons), not part of the dialog's description */
  children?: ReactNode;
}

export interface ConfirmationModalProps extends ConfirmationOptions {
  open: boolean;
  /** the clicked button's id (docs/requirements.md §11.2), or null when dismissed (Escape, close icon, backdrop) */
  onClose: (buttonId: string | null) => void;
}

/** Close-exposure confirmation modal: title, optional icon, message, note, support rows, further content, buttons, learn-more link. */
export function ConfirmationModal({ open, title, icon, message, note, supportRows, buttons, learnMore, children, onClose }: ConfirmationModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const messageId = useId();
  return (
    <Modal open={open} role="alertdialog" onDismiss={() => onClose(null)} labelledBy={titleId} describedBy={messageId}>
      <CloseIcon onClick={() => onClose(null)} />
      <h2 id={titleId} className="md-title">
        {icon && <span aria-hidden="true">{icon}</span>}
        {title}
      </h2>
      <div id={messageId}>{message}</div>
      {note && <p className="md-note">{note}</p>}
      {supportRows && supportRows.length > 0 && (
        <dl className="md-support">
          {supportRows.map((row) => (
            <div key={row.label} style={{ display: 'contents' }}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
      {learnMore && (
        <p>
          <a href={learnMore.href} target="_blank" rel="noreferrer">
            {learnMore.label ?? intl.formatMessage({ id: 'widgets.modals.learnMore' })}
          </a>
        </p>
      )}
      <ButtonRow buttons={buttons} onClick={onClose} />
    </Modal>
  );
}

/**
 * Promise form: `const { confirm, modal } = useConfirmation()`; render `modal`, then
 * `await confirm({...})` resolves with the clicked button's id, or null when dismissed.
 */
export function useConfirmation(): { confirm: (options: ConfirmationOptions) => Promise<string | null>; modal: ReactElement | null } {
  const [options, setOptions] = useState<ConfirmationOptions | null>(null);
  const resolver = useRef<((id: string | null) => void) | null>(null);

  const confirm = useCallback((next: ConfirmationOptions) => {
    resolver.current?.(null);
    setOptions(next);
    return new Promise<string | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const onClose = useCallback((id: string | null) => {
    resolver.current?.(id);
    resolver.current = null;
    setOptions(null);
  }, []);

  return { confirm, modal: options ? <ConfirmationModal open {...options} onClose={onClose} /> : null };
}
