/** Loading a generated validator module (standalone-code.ts): its factory gets the runtime, its checks are registered under the key. */
import { addPrecompiledChecks, type ValidatorFunctions } from './schema-checks';
import { STANDALONE_RUNTIME } from './standalone-runtime';

export type ValidatorModuleFactory = (runtime: Readonly<Record<string, unknown>>) => ValidatorFunctions;

export function registerValidatorModule(key: string, factory: ValidatorModuleFactory): ValidatorFunctions {
  const functions = factory(STANDALONE_RUNTIME);
  addPrecompiledChecks(key, functions);
  return functions;
}
