export { compilePopups } from './compile-popups';
export { changeFields, dialogFor, popupSets, popupToOpen, withPopupAnswers, type PopupQuery } from './open-popup';
