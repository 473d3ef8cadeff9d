/**
 * The preview's schema check. The browser never generates a validator (CSP `script-src 'self'`,
 * docs/architecture.md "Speed rules"), and the server generates modules only for published pages:
 * an edited page has none. Its preview gets a schema check that accepts every answer (display rules,
 * derived values and named checks still run), under a key of its own, so that no step page of this
 * tab ever takes it for a real one. The answers are checked for real by the server's check, which
 * runs the page's fixtures, and by the step page once the page is published.
 */
import type { CompiledLayout } from '../../adapters/types';
import { addPrecompiledChecks, validatorFunctions, type ValidatorFunctions } from '../../adapters/validators/schema-checks';
import type { SchemaValidateFunction } from '../../adapters/validators/schema-error';
import { subSchemas } from '../../adapters/validators/sub-schemas';
import { validatorKey } from '../../adapters/validators/validator-key';

/** The root keyword that gives a preview's schema a key no published page has (RJSF and the rules ignore it). */
const PREVIEW_MARK = 'x-studio-preview';

const acceptsAll: SchemaValidateFunction = Object.assign(() => true, { errors: null });

/** `compiled` with a schema of its own key, whose checks accept every answer. */
export function previewPage(compiled: CompiledLayout): CompiledLayout {
  const schema = { ...compiled.schema, [PREVIEW_MARK]: true } as CompiledLayout['schema'];
  if (!validatorFunctions(schema)) {
    const functions: ValidatorFunctions = { page: acceptsAll, subs: Object.fromEntries(Object.keys(subSchemas(schema)).map((hash) => [hash, acceptsAll])) };
    addPrecompiledChecks(validatorKey(schema), functions);
  }
  return { ...compiled, schema };
}
