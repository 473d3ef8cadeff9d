/**
 * A page's validator as an ES module the browser imports (GET /validators, server/validators):
 * Ajv standalone code, generated once per validator key with the run-time compiler's validation
 * options (VALIDATION_OPTIONS, formats included), so the browser validates without generating code
 * (CSP `script-src 'self'`, no 'unsafe-eval'). Unlike the run-time compiler's, this code is
 * optimised: it is generated once and downloaded, and optimising changes no error
 * (tests/validator-parity.test.ts).
 *
 * The module's default export is a factory: Ajv's code `require`s its runtime helpers and our
 * formats, which the browser gets from standalone-runtime.ts instead (an ES module cannot take
 * them otherwise without naming Ajv's files). Any other `require` means the code needs something
 * the browser does not have: the page is refused, reported as broken by layouts:check and the server.
 */
import standaloneCode from 'ajv/dist/standalone';
import { createAjv } from './ajv';
import { STANDALONE_RUNTIME } from './standalone-runtime';
import { subSchemas } from './sub-schemas';
import { annotationFree, validatorKey } from './validator-key';

export class StandaloneError extends Error {}

/**
 * The module for `schemas`: the compiles of one page sharing one validator key (the locales, and
 * views whose schema is the same). It holds the page check and, keyed by RJSF's hashForSchema,
 * the sub-schema checks RJSF's isValid needs for each of those compiles.
 */
export function validatorModuleCode(schemas: readonly object[]): string {
  const key = validatorKey(schemas[0]!);
  if (schemas.some((s) => validatorKey(s) !== key)) throw new StandaloneError('the schemas of one validator module must share its key');
  const ajv = createAjv({ source: true, esm: false });
  const exports: Record<string, string> = { page: 'page' };
  /** RJSF hash → export name; sub-schemas that validate alike share one function */
  const subs: Record<string, string> = {};
  const byKey = new Map<string, string>();
  try {
    ajv.addSchema(annotationFree(schemas[0]) as object, 'page');
    for (const schema of schemas) {
      for (const [hash, sub] of Object.entries(subSchemas(schema))) {
        const subKey = validatorKey(sub);
        let name = byKey.get(subKey);
        if (!name) {
          name = `s${byKey.size}`;
          byKey.set(subKey, name);
          ajv.addSchema(annotationFree(sub) as object, name);
          exports[name] = name;
        }
        subs[hash] = name;
      }
    }
    const code = withRuntime(standaloneCode(ajv, exports));
    const entries = Object.entries(subs).map(([hash, name]) => `${JSON.stringify(hash)}: exports.${name}`);
    return [
      `// validator ${key}: Ajv standalone code (adapters/validators/standalone-code.ts)`,
      'export default function validators(runtime) {',
      'const exports = {};',
      code,
      `return { page: exports.page, subs: { ${entries.join(', ')} } };`,
      '}',
      '',
    ].join('\n');
  } catch (e) {
    if (e instanceof StandaloneError) throw e;
    throw new StandaloneError(`cannot be compiled to standalone validation code: ${(e as Error)?.message ?? String(e)}`);
  }
}

/** Ajv's requires → the factory's runtime argument; anything else cannot run in the browser. */
function withRuntime(code: string): string {
  const replaced = code
    .replace(/^"use strict";/, '')
    .replace(/require\(("[^"]*")\)/g, (call, name: string) => (Object.hasOwn(STANDALONE_RUNTIME, JSON.parse(name) as string) ? `runtime[${name}]` : call));
  const left = /require\(("[^"]*")?/.exec(replaced);
  if (left) throw new StandaloneError(`the generated validation code needs ${left[1] ?? 'a module'} at run time, which the browser does not have`);
  return replaced;
}
