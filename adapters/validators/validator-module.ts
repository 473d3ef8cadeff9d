/** Loading a generated validator module (standalone-code.ts): its factory gets the runtime, its checks are registered under the key. */
import { addPrecompiledChecks, type ValidatorFunctions } from './schema-checks';
import { STANDALONE_RUNTIME } from './standalone-runtime';

/** Where the server answers a page's module (server/validators/routes.ts). */
export const VALIDATORS_PATH = '/smb/cnc/api/v2/validators';

export function validatorModulePath(client: string, page: string, key: string): string {
  return `${VALIDATORS_PATH}/${encodeURIComponent(client)}/${encodeURIComponent(page)}/${key}.js`;
}

export type ValidatorModuleFactory = (runtime: Readonly<Record<string, unknown>>) => ValidatorFunctions;

export function registerValidatorModule(key: string, factory: ValidatorModuleFactory): ValidatorFunctions {
  const functions = factory(STANDALONE_RUNTIME);
  addPrecompiledChecks(key, functions);
  return functions;
}
