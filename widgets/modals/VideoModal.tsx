import { useIntl } from 'react-intl';
import { Modal } from './Modal';
import { CloseIcon } from './parts';

export interface VideoModalProps {
  open: boolean;
  /** names the dialog and the iframe; defaults to "Video" */
  title?: string;
  /** embed URL of the header video (docs/requirements.md §2.8) */
  src: string;
  onClose: () => void;
}

/** The header video link's modal: an iframe with a title, closed with the close icon or Escape. */
export function VideoModal({ open, title, src, onClose }: VideoModalProps) {
  const intl = useIntl();
  const name = title ?? intl.formatMessage({ id: 'widgets.modals.video' });
  return (
    <Modal open={open} onDismiss={onClose} label={name}>
      <CloseIcon onClick={onClose} />
      <iframe className="md-video" src={src} title={name} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
    </Modal>
  );
}
