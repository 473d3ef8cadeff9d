/**
 * The rule engine (docs/architecture.md "Rules and validation"): JSON Logic plus our operations. Components never call
 * json-logic-js directly; they use what is exported here.
 */
export { evaluate, prefilledAnswers, optionId, CONTEXT, CONTEXT_VARS, OTHER_ANSWERS, USER, USER_VARS, type EvaluateOptions, type UserContext } from './evaluate';
export { applyLogic, runRule, truthy } from './apply';
export { registerOperations, OPERATIONS } from './register';
export { withToday, currentToday, resolveDateLiteral } from './today';
export { toMetaPath, getPath, slotsOf, coveredBy, type Slot } from './paths';
export { labelOf, metaOf } from './labels';
export { round2, toNumber } from './operations/numbers';
export { clearOnChange } from './clear-on-change';
