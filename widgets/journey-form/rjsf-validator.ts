/**
 * RJSF's validator without Ajv: RJSF's precompiled validator over the page's functions from
 * adapters/validators/schema-checks.ts — the module the server generated for the page (the app
 * loads it first, src/journey/validators.ts), or in tests and Storybook Ajv's run-time compiler.
 * The forms never let RJSF validate (validatePage does); RJSF asks only `isValid` of the page's
 * conditions while it renders.
 */
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { validatorFunctions } from '../../adapters/validators/schema-checks';

const bySchema = new WeakMap<object, ValidatorType>();

/** The validator of a page schema; undefined while its functions are not there (the form must not render yet). */
export function rjsfValidator(schema: RJSFSchema): ValidatorType | undefined {
  let validator = bySchema.get(schema);
  if (!validator) {
    const functions = validatorFunctions(schema);
    if (!functions) return undefined;
    validator = createPrecompiledValidator({ ...functions.subs, [hashForSchema(schema)]: functions.page }, schema);
    bySchema.set(schema, validator);
  }
  return validator;
}

/**
 * For a form without conditions that RJSF never validates (no submit, or noValidate): RJSF needs a
 * validator object to render, and this one has nothing to answer.
 */
export function renderOnlyValidator(schema: RJSFSchema): ValidatorType {
  return createPrecompiledValidator({ [hashForSchema(schema)]: () => true }, schema);
}
