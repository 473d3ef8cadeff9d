export { compilePopups } from './compile-popups';
export { changeFields, popupToOpen, withPopupAnswers, type PopupQuery } from './open-popup';
