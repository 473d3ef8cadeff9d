export { Modal, type ModalProps } from './Modal';
export { ErrorModal, type ErrorModalProps } from './ErrorModal';
export { ConfirmationModal, useConfirmation, type ConfirmationModalProps, type ConfirmationOptions } from './ConfirmationModal';
export { TooltipModal, type TooltipModalProps } from './TooltipModal';
export { VideoModal, type VideoModalProps } from './VideoModal';
export type { ModalButton } from './parts';
export { PopupModal, type PopupModalProps } from './PopupModal';
