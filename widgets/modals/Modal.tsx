import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn } from './focus';
import '../theme/buttons.css';
import './modals.css';

export interface ModalProps {
  open: boolean;
  /** Escape, the close icon or the backdrop: the caller decides what dismissing means */
  onDismiss: () => void;
  /** id of the element naming the dialog (its title) */
  labelledBy?: string;
  /** accessible name when there is no visible title */
  label?: string;
  describedBy?: string;
  /** `alertdialog` for errors and confirmations that interrupt */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
}

/**
 * The one modal shell (docs/requirements.md §11.2): a portal with role dialog and aria-modal, focus moved in
 * on open (to `[data-autofocus]` or the first control), Tab kept inside, Escape dismisses, and focus
 * returned to where it was on close. A div rather than <dialog>, which jsdom does not implement.
 */
export function Modal({ open, onDismiss, labelledBy, label, describedBy, role = 'dialog', className, children }: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = dialog.current;
    if (root) (root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0] ?? root).focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = focusableIn(dialog.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="md-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onDismiss()}>
      <div
        ref={dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`md-dialog ${className ?? ''}`.trim()}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
