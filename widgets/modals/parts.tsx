import { useIntl } from 'react-intl';

export interface ModalButton {
  id: string;
  label: string;
  variant?: 'primary' | 'secondary';
}

export function CloseIcon({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  return (
    <button type="button" className="md-close" aria-label={intl.formatMessage({ id: 'widgets.modals.close' })} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

export function ButtonRow({ buttons, onClick }: { buttons: readonly ModalButton[]; onClick: (id: string) => void }) {
  return (
    <div className="md-buttons">
      {buttons.map((b, i) => (
        <button key={b.id} type="button" className={(b.variant ?? (i === 0 ? 'primary' : 'secondary')) === 'primary' ? 'jf-button' : 'jf-button jf-button--secondary'} onClick={() => onClick(b.id)}>
          {b.label}
        </button>
      ))}
    </div>
  );
}

/** Decorative folder icon of the error modal's title (docs/requirements.md §11.2). */
export function FolderIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
      <path fill="currentColor" d="M10 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-8l-2-2z" />
    </svg>
  );
}
