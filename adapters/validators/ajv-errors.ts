/** schema check errors (Ajv's shape) → FieldError: the nearest field the page knows, its label, a localized message. */
import type { SchemaError } from './schema-error';
import { t } from '../i18n/format';
import { labelOf, metaOf, nearestField } from '../rules/labels';
import { formatFieldNumber } from '../format/number';
import type { CompiledLayout, FieldError } from '../types';

/** `/pilots/0/licence` → `pilots.0.licence` */
const dotted = (pointer: string): string =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

const join = (base: string, key: string): string => (base ? `${base}.${key}` : key);


/** Structural errors: the value is not even the right shape, so they outrank everything else. */
export const STRUCTURAL = new Set(['type', 'additionalProperties', 'enum', 'const']);

export const shortName = (name: string): string => (name.length > 60 ? `${name.slice(0, 60)}…` : name);

/** `limit` writes a bound the way the field reads (a year as 1950, an amount as 1,950). */
function messageOf(e: SchemaError, limit: (n: number) => string): { id: string; values?: Record<string, string | number> } {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return { id: 'validation.required' };
    case 'type':
      return { id: 'validation.type', values: { expected: String(Array.isArray(p.type) ? p.type[0] : p.type) } };
    case 'enum':
    case 'const':
      return { id: 'validation.enum' };
    case 'minimum':
    case 'exclusiveMinimum':
      return { id: 'validation.minimum', values: { min: limit(Number(p.limit)) } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { id: 'validation.maximum', values: { max: limit(Number(p.limit)) } };
    case 'minLength':
      return { id: 'validation.minLength', values: { min: Number(p.limit) } };
    case 'maxLength':
      return { id: 'validation.maxLength', values: { max: Number(p.limit) } };
    case 'minItems':
      return { id: 'validation.minItems', values: { min: Number(p.limit) } };
    case 'maxItems':
      return { id: 'validation.maxItems', values: { max: Number(p.limit) } };
    case 'pattern':
      return { id: 'validation.pattern' };
    case 'format':
      return { id: p.format === 'date' ? 'validation.date' : p.format === 'email' ? 'validation.email' : 'validation.pattern' };
    case 'additionalProperties':
      return { id: 'validation.additionalProperties', values: { property: shortName(String(p.additionalProperty)) } };
    default:
      return { id: 'validation.invalid' };
  }
}

/** The data path an error is about (for required and additionalProperties, the property's own path). */
export function targetOf(e: SchemaError): string {
  const p = e.params as Record<string, unknown>;
  const at = dotted(e.instancePath);
  if (e.keyword === 'required') return join(at, String(p.missingProperty));
  if (e.keyword === 'additionalProperties') return join(at, String(p.additionalProperty));
  return at;
}

/** The field an error is reported on: the nearest one the page knows. */
export function fieldOf(compiled: CompiledLayout, e: SchemaError): string {
  const target = targetOf(e);
  return nearestField(compiled, target) ?? target;
}

export function toFieldError(compiled: CompiledLayout, e: SchemaError): FieldError {
  const field = fieldOf(compiled, e);
  const meta = metaOf(compiled, field);
  const { locale } = compiled.meta;
  const { id, values } = messageOf(e, (n) => formatFieldNumber(n, meta?.tags.format, locale));
  const label = meta ? labelOf(compiled, field) : shortName(field) || compiled.meta.title;
  return { field, label, message: t(compiled.meta.locale, id, values), id };
}
