/**
 * Validates a page or journey against schemas/layout.schema.json or journey.schema.json, and a
 * shared configuration file against schemas/config/<name>.schema.json (ajv, JSON Schema 2020-12),
 * and words each error for an analyst.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import journeySchema from '../../schemas/journey.schema.json';
import layoutSchema from '../../schemas/layout.schema.json';
import brandsConfigSchema from '../../schemas/config/brandsConfig.schema.json';
import errorsSchema from '../../schemas/config/errors.schema.json';
import type { LayoutProblem, ValidationName } from '../types';
import { COMMON_PARAMS, VALIDATION_PARAMS } from '../validators/params';
import { pointerToPath } from './json-pointer';

const SCHEMAS = { page: layoutSchema, journey: journeySchema, brandsConfig: brandsConfigSchema, errors: errorsSchema };
export type SchemaKind = keyof typeof SCHEMAS;

const validators: Partial<Record<SchemaKind, ValidateFunction>> = {};
let ajv: Ajv2020 | undefined;

/** Each schema compiled on first use: a server that never checks a configuration file never compiles its schema. */
function compiled(kind: SchemaKind): ValidateFunction {
  ajv ??= new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  return (validators[kind] ??= ajv.compile(SCHEMAS[kind]));
}

export function checkSchema(kind: SchemaKind, file: string, value: unknown): LayoutProblem[] {
  const validate = compiled(kind);
  if (validate(value)) return [];
  const seen = new Set<string>();
  const problems: LayoutProblem[] = [];
  for (const error of validate.errors ?? []) {
    // an `if` branch failing only says its `then` failed; that error is reported on its own
    if (error.keyword === 'if') continue;
    const problem = { file, ...describe(error) };
    const key = `${problem.path}\n${problem.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}

function describe(e: ErrorObject): { path: string; message: string } {
  const bilingual = e.schemaPath.includes('/I18nText/');
  const at = pointerToPath(e.instancePath);
  switch (e.keyword) {
    case 'required': {
      const missing = String(e.params.missingProperty);
      return { path: at, message: bilingual ? `missing ${missing} text` : `missing property "${missing}"` };
    }
    case 'unevaluatedProperties':
      return { path: pointerToPath(e.instancePath, String(e.params.unevaluatedProperty)), message: 'unknown property' };
    case 'const':
      return { path: at, message: `must be ${JSON.stringify(e.params.allowedValue)}` };
    case 'additionalProperties': {
      const extra = String(e.params.additionalProperty);
      const validation = /\/\$defs\/(\w+)Params\//.exec(e.schemaPath)?.[1];
      if (validation && Object.hasOwn(VALIDATION_PARAMS, validation)) {
        const known = [...Object.keys(VALIDATION_PARAMS[validation as ValidationName]), ...Object.keys(COMMON_PARAMS)];
        return {
          path: pointerToPath(e.instancePath, extra),
          message: `${validation} does not read a param "${extra}"; it reads: ${known.join(', ')}`,
        };
      }
      return {
        path: pointerToPath(e.instancePath, extra),
        message: bilingual ? `unknown language "${extra}": write en-CA and fr-CA` : `unknown property "${extra}"`,
      };
    }
    case 'minLength':
      return { path: at, message: bilingual ? `empty ${e.instancePath.split('/').pop()} text` : 'must not be empty' };
    case 'type':
      return {
        path: at,
        message: bilingual ? 'must be text in both languages: {"en-CA": "...", "fr-CA": "..."}' : `must be ${String(e.params.type).replace(',', ' or ')}`,
      };
    case 'enum':
      return { path: at, message: `must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}` };
    case 'pattern':
      return { path: at, message: patternMessage(e) };
    default:
      return { path: at, message: e.message ?? e.keyword };
  }
}

function patternMessage(e: ErrorObject): string {
  const where = e.instancePath.split('/').pop();
  if (where === 'minimumDate' || where === 'maximumDate' || /\/\$defs\/(minDate|maxDate)Params\//.test(e.schemaPath)) return 'must be a date written yyyy-MM-dd, or $date for today';
  if (where === 'name') return 'a field name may hold only letters, digits, _ and -, and may not start with a digit';
  if (where === 'route_name') return 'a route name may hold only letters, digits, _ and -';
  return `must match the pattern ${String(e.params.pattern)}`;
}
