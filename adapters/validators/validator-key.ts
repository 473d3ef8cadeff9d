/**
 * The key of a page's validator: sha-256 of the canonical JSON of its schema without the
 * annotations Ajv never checks (titles, descriptions…). The en-CA and fr-CA compiles of a page
 * differ only in those, so they share one validator; browser and server compute the same key.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from '../compile/canonical-json';

/** Keywords that only describe: no effect on validation (useDefaults is off, so `default` too). */
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'examples', 'default', 'readOnly', 'writeOnly', 'deprecated']);
/** Keywords whose value is a map of name → schema (the names are data, never annotations). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas']);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value is one schema (or, for items, a list in draft-07). */
const SCHEMA_ONE = new Set(['items', 'additionalItems', 'additionalProperties', 'contains', 'not', 'if', 'then', 'else', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties']);

type Json = unknown;

/** The schema as Ajv sees it: annotations dropped at every schema position, data (enum, const, names) untouched. */
export function annotationFree(schema: Json): Json {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(schema as Record<string, Json>)) {
    if (ANNOTATIONS.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && isRecord(value)) out[key] = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, annotationFree(s)]));
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map(annotationFree);
    else if (SCHEMA_ONE.has(key)) out[key] = Array.isArray(value) ? value.map(annotationFree) : annotationFree(value);
    else if (key === 'dependencies' && isRecord(value)) out[key] = Object.fromEntries(Object.entries(value).map(([name, d]) => [name, Array.isArray(d) ? d : annotationFree(d)]));
    else out[key] = value;
  }
  return out;
}

const isRecord = (v: unknown): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);

const byObject = new WeakMap<object, string>();

/** 64 hex digits; computed once per schema object. */
export function validatorKey(schema: object): string {
  let key = byObject.get(schema);
  if (key === undefined) {
    key = bytesToHex(sha256(utf8ToBytes(canonicalJson(annotationFree(schema)))));
    byObject.set(schema, key);
  }
  return key;
}

export const VALIDATOR_KEY = /^[0-9a-f]{64}$/;
