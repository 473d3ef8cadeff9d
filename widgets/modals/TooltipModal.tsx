import { useId, type ReactNode } from 'react';
import { Modal } from './Modal';
import { CloseIcon } from './parts';

export interface TooltipModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
}

/** Help text opened from an info icon (docs/requirements.md §11.2). */
export function TooltipModal({ open, title, children, onClose }: TooltipModalProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal open={open} onDismiss={onClose} labelledBy={titleId} describedBy={bodyId}>
      <CloseIcon onClick={onClose} />
      <h2 id={titleId} className="md-title">
        {title}
      </h2>
      <div id={bodyId}>{children}</div>
    </Modal>
  );
}
