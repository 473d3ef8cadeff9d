export { PasswordChecklist, ANNOUNCE_DELAY_MS, type PasswordChecklistProps } from './PasswordChecklist';
export { NewPasswordFields, newPasswordValue, type NewPasswordFieldsProps, type NewPasswordValue } from './NewPasswordFields';
export { checklistChange, type ChecklistChange } from './checklist-change';
