/** Validation shared by browser and server (docs/architecture.md "Rules and validation"). */
export { validatePage, prepareForSave, checkPage, validateField, toFieldErrorMap, type ValidateOptions, type PageCheck } from './validate-page';
export { VALIDATIONS, isValidationName } from './registry';
export { VALIDATION_PARAMS, type ParamDoc, type ParamKind } from './params';
export { validationsOf } from './implicit';
export { MAX_TEXT } from './guards';
export { FULL_NAME_MAX } from './checks/full-name';
export type { Check, CheckContext, Issue, FieldRef } from './types';
