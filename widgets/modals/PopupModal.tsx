import type { CompiledPopup } from '../../adapters/types';
import { MarkdownHtml } from '../inputs/markdown/markdown-html';
import { ConfirmationModal } from './ConfirmationModal';
import { ErrorModal } from './ErrorModal';

export interface PopupModalProps {
  /** the popup to show (texts already in the page's language); null: closed */
  popup: CompiledPopup | null;
  /** the clicked button's id, or null when dismissed (Escape, the close icon, the backdrop) */
  onClose: (buttonId: string | null) => void;
}

/**
 * A layout page's popup (README "For analysts", Popups) in the existing modals: `error` in the error
 * modal, `info` and `warning` in the confirmation modal; its message is the analyst's markdown,
 * rendered by the server beside the page like `markdownText`.
 */
export function PopupModal({ popup, onClose }: PopupModalProps) {
  if (!popup) return null;
  const message = <MarkdownHtml className="md-markdown" source={popup.message} />;
  const buttons = popup.buttons.map((b) => ({ id: b.id, label: b.label }));
  if (popup.tone === 'error') return <ErrorModal open title={popup.title} message={message} buttons={buttons} onClose={onClose} />;
  return <ConfirmationModal open title={popup.title} icon={popup.tone === 'warning' ? '⚠' : undefined} message={message} buttons={buttons} onClose={onClose} />;
}
