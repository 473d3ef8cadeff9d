/**
 * Where validatePage's schema check comes from. The browser never compiles a schema: it
 * registers the functions the server generated ahead of time for the page's validator key
 * (addPrecompiledChecks, from the module of GET /validators). The server, layouts:check and the
 * tests install Ajv's run-time compiler instead (installSchemaCompiler, ajv.ts). With neither,
 * there is no check and validatePage answers 'validation.unexpected', as for a broken schema.
 */
import type { CompiledLayout } from '../types';
import type { SchemaError, SchemaValidateFunction } from './schema-error';
import { validatorKey } from './validator-key';

export type SchemaCheck = (data: unknown) => SchemaError[];

/** A validator module's functions: the page's, and RJSF's `isValid` sub-schemas' keyed by RJSF's hashForSchema. */
export interface ValidatorFunctions {
  page: SchemaValidateFunction;
  subs: Readonly<Record<string, SchemaValidateFunction>>;
}

/** Compiles a schema at run time (throws when it cannot); `subSchemas` lists what RJSF will ask isValid about. */
export interface SchemaCompiler {
  compile(schema: object): SchemaValidateFunction;
  subSchemas(schema: object): Record<string, object>;
}

const precompiled = new Map<string, ValidatorFunctions>();
let compiler: SchemaCompiler | undefined;
/** page checks compiled at run time, by validator key (null: the schema does not compile) */
const compiledHere = new Map<string, SchemaValidateFunction | null>();
/** RJSF's functions compiled at run time, per schema object (their hashes include the annotations) */
let withSubs = new WeakMap<object, ValidatorFunctions>();

export function addPrecompiledChecks(key: string, functions: ValidatorFunctions): void {
  precompiled.set(key, functions);
}

/** What the previous compiler compiled goes with it: a page compiled before must not keep its run-time checks. */
export function installSchemaCompiler(installed: SchemaCompiler | undefined): void {
  compiler = installed;
  compiledHere.clear();
  withSubs = new WeakMap();
}

function pageFunction(schema: object): SchemaValidateFunction | undefined {
  const key = validatorKey(schema);
  const found = precompiled.get(key);
  if (found || !compiler) return found?.page;
  if (!compiledHere.has(key)) {
    try {
      compiledHere.set(key, compiler.compile(schema));
    } catch {
      compiledHere.set(key, null);
    }
  }
  return compiledHere.get(key) ?? undefined;
}

/** A page schema's functions for RJSF: precompiled for its key, else compiled now; undefined when there is neither. */
export function validatorFunctions(schema: object): ValidatorFunctions | undefined {
  const found = precompiled.get(validatorKey(schema)) ?? withSubs.get(schema);
  if (found) return found;
  const page = pageFunction(schema);
  if (!page || !compiler) return undefined;
  try {
    const { compile, subSchemas } = compiler;
    const subs = Object.fromEntries(Object.entries(subSchemas(schema)).map(([hash, sub]) => [hash, compile(sub)]));
    const functions = { page, subs };
    withSubs.set(schema, functions);
    return functions;
  } catch {
    return undefined;
  }
}

/** The page's schema check; null when there is none (reported as 'validation.unexpected'). */
export function schemaCheck(compiled: CompiledLayout): SchemaCheck | null {
  const validate = pageFunction(compiled.schema);
  if (!validate) return null;
  return (data) => (validate(data) ? [] : [...(validate.errors ?? [])]);
}
