/**
 * The page's validator module (server/validators): imported once per validator key, its checks
 * registered for validatePage and RJSF (adapters/validators/schema-checks.ts). The browser never
 * generates a validator (CSP `script-src 'self'`). The form renders once the module is there; a
 * module that cannot load leaves the page for the error page, as a layout that cannot load does.
 */
import { useEffect, useState } from 'react';
import type { CompiledLayout } from '../../adapters/types';
import { validatorFunctions } from '../../adapters/validators/schema-checks';
import { validatorModulePath } from '../../adapters/validators/module-path';
import { registerValidatorModule } from '../../adapters/validators/validator-module';
import { validatorKey } from '../../adapters/validators/validator-key';
import { ApiError } from '../api/client';
import { importValidatorModule } from './validator-import';

const loads = new Map<string, Promise<void>>();

/**
 * Imports (or takes the boot preload's import of) and registers the module of `compiled`, by the key
 * of the page compiled here: the config reply's key is only the preload's hint. A failure is an
 * ApiError with the server's status (0: unreachable).
 */
export function loadValidators(client: string, compiled: CompiledLayout): Promise<void> {
  const key = validatorKey(compiled.schema);
  let load = loads.get(key);
  if (!load) {
    const page = compiled.meta.routeName;
    load = importValidatorModule(client, page, key).then(
      (mod) => void registerValidatorModule(key, mod.default),
      () => {
        // a later visit may try again
        loads.delete(key);
        return failure(validatorModulePath(client, page, key));
      },
    );
    loads.set(key, load);
  }
  return load;
}

/** An import does not say why it failed: the same request, made again, does. */
async function failure(url: string): Promise<never> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, undefined);
  }
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  // answered but did not evaluate: the page cannot validate, a server fault
  throw new ApiError(response.ok ? 500 : response.status, body);
}

export type ValidatorsState = { ready: true } | { ready: false; error?: ApiError };

/** Ready at once when the page's checks are registered already (another visit, or the tests' run-time compiler). */
export function useValidators(client: string, compiled: CompiledLayout): ValidatorsState {
  const ready = (): ValidatorsState => (validatorFunctions(compiled.schema) ? { ready: true } : { ready: false });
  const [state, setState] = useState<{ of: CompiledLayout; value: ValidatorsState }>(() => ({ of: compiled, value: ready() }));
  const current = state.of === compiled ? state.value : ready();
  useEffect(() => {
    if (current.ready) return;
    let live = true;
    loadValidators(client, compiled).then(
      () => live && setState({ of: compiled, value: { ready: true } }),
      (error: unknown) => live && setState({ of: compiled, value: { ready: false, error: error instanceof ApiError ? error : new ApiError(500, undefined) } }),
    );
    return () => {
      live = false;
    };
  }, [client, compiled, current.ready]);
  return current;
}
