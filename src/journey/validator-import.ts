/**
 * The download of a page's validator module, once per validator key: the boot preload starts it as
 * soon as the layout reply names the key (src/app/route-preload.ts), the page takes the same promise
 * when it asks (validators.ts). Kept apart from the registration, which needs the validators' runtime,
 * so the entry chunk carries no validator code.
 */
import { validatorModulePath } from '../../adapters/validators/module-path';
import type { ValidatorModuleFactory } from '../../adapters/validators/validator-module';

export interface ValidatorModule {
  default: ValidatorModuleFactory;
}

const imports = new Map<string, Promise<ValidatorModule>>();

/** The module of `key` for `page` of `client`; a failed download is forgotten, so a later ask tries again. */
export function importValidatorModule(client: string, page: string, key: string): Promise<ValidatorModule> {
  let load = imports.get(key);
  if (!load) {
    load = import(/* @vite-ignore */ validatorModulePath(client, page, key)) as Promise<ValidatorModule>;
    load.catch(() => imports.delete(key));
    imports.set(key, load);
  }
  return load;
}
