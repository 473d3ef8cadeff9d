/**
 * The run-time compiler: Ajv 8 with the page formats (docs/architecture.md "Rules and validation").
 * The server, layouts:check and the tests install it (installRuntimeCompiler); the browser never
 * imports this module (.dependency-cruiser.cjs): it loads standalone code generated with the
 * same options (standalone-code.ts). No coercion, no defaults, no removal: the schema checks
 * exactly what was sent.
 *
 * The first validation of a page compiles its validator, so the options keep that cheap without
 * changing a single error: the generated code is not optimised (about 40% less compile time on a
 * 300-field page, for ~15 µs more per call), and the generated schema is not validated against
 * the meta-schema on every compile; layouts:check does that once per page (schemaProblem).
 */
import Ajv, { _, type Options } from 'ajv';
import { FORMATS, FORMATS_MODULE } from './formats';
import { installSchemaCompiler, type SchemaCompiler } from './schema-checks';
import type { SchemaValidateFunction } from './schema-error';
import { subSchemas } from './sub-schemas';
import { annotationFree } from './validator-key';

/** What decides the errors; shared with the standalone code generator. */
export const VALIDATION_OPTIONS = {
  allErrors: true,
  strict: false,
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
  messages: false,
  validateSchema: false,
} as const satisfies Options;

/** An Ajv with the page formats; generated code names them as `require(FORMATS_MODULE)`. */
export function createAjv(code: Options['code'] = {}): Ajv {
  const ajv = new Ajv({ ...VALIDATION_OPTIONS, code: { ...code, formats: _`require(${FORMATS_MODULE})` } });
  for (const [name, format] of Object.entries(FORMATS)) ajv.addFormat(name, format);
  return ajv;
}

const ajv = createAjv({ optimize: false });

/** Annotations dropped first, as for the standalone code: both compile exactly the same schema. */
export const runtimeCompiler: SchemaCompiler = {
  compile: (schema) => ajv.compile(annotationFree(schema) as object) as SchemaValidateFunction,
  subSchemas,
};

export function installRuntimeCompiler(): void {
  installSchemaCompiler(runtimeCompiler);
}

/** Why the compiled schema is not valid JSON Schema, or undefined when it is (a compiler bug otherwise). */
export function schemaProblem(schema: unknown): string | undefined {
  if (ajv.validateSchema(schema as object)) return undefined;
  return (ajv.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.keyword} ${JSON.stringify(e.params)}`).join('; ');
}
