/**
 * Completion from a JSON Schema (schemas/layout.schema.json for pages, a shared configuration file's
 * own schema): the property names and the values the schema allows at a JSON path. Pure; the editor (LayoutEditor.tsx) asks it with the
 * cursor's context (json-scan.ts) and turns the answers into CodeMirror completions.
 */
import type { CursorContext, PathSegment } from './json-scan';

type Schema = Record<string, unknown>;

export interface SchemaCompletion {
  /** what the list shows: the JSON text inserted, e.g. `"type"` or `"textbox"` */
  label: string;
  /** what replaces the context's range */
  insert: string;
  kind: 'property' | 'value';
  /** the schema's description, first sentence */
  detail?: string;
}

const isSchema = (value: unknown): value is Schema => !!value && typeof value === 'object' && !Array.isArray(value);

function deref(root: Schema, schema: Schema, seen = new Set<string>()): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/') || seen.has(ref)) return schema;
  seen.add(ref);
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (isSchema(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), root);
  // the referring schema's own description wins over the definition's
  return isSchema(target) ? { ...deref(root, target, seen), ...(typeof schema.description === 'string' ? { description: schema.description } : {}) } : schema;
}

/** The schema and every alternative it may take (allOf, anyOf, oneOf, then, else), references followed. */
function alternatives(root: Schema, schema: Schema, depth = 0): Schema[] {
  const own = deref(root, schema);
  if (depth > 8) return [own];
  const nested = ['allOf', 'anyOf', 'oneOf'].flatMap((k) => (Array.isArray(own[k]) ? (own[k] as unknown[]).filter(isSchema) : []));
  for (const k of ['then', 'else']) if (isSchema(own[k])) nested.push(own[k]);
  return [own, ...nested.flatMap((s) => alternatives(root, s, depth + 1))];
}

function child(schema: Schema, segment: PathSegment): Schema[] {
  if (typeof segment === 'number') {
    if (Array.isArray(schema.prefixItems) && isSchema(schema.prefixItems[segment])) return [schema.prefixItems[segment]];
    return isSchema(schema.items) ? [schema.items] : [];
  }
  const properties = isSchema(schema.properties) ? schema.properties : {};
  // a property named as `true` (allowed, its schema given elsewhere: an allOf) is no additional property
  if (Object.hasOwn(properties, segment)) return isSchema(properties[segment]) ? [properties[segment]] : [];
  return isSchema(schema.additionalProperties) ? [schema.additionalProperties] : [];
}

/** Every schema that applies at `path` below `root`. */
export function schemasAt(root: Schema, path: PathSegment[]): Schema[] {
  let here = alternatives(root, root);
  for (const segment of path) {
    here = here.flatMap((s) => child(s, segment)).flatMap((s) => alternatives(root, s));
    if (!here.length) break;
  }
  return here;
}

const firstSentence = (text: unknown) => (typeof text === 'string' ? (/^.*?[.:](\s|$)/.exec(text)?.[0].trim() ?? text) : undefined);

/** What may be written at the cursor: property names the object does not have yet, or the values the schema lists. */
export function completionsAt(root: Schema, context: CursorContext): SchemaCompletion[] {
  const schemas = schemasAt(root, context.path);
  const seen = new Set<string>();
  const out: SchemaCompletion[] = [];
  const add = (item: SchemaCompletion) => {
    const known = out.find((o) => o.label === item.label);
    // a property listed as `true` in one alternative takes its description from the one that defines it
    if (known) known.detail ??= item.detail;
    if (seen.has(item.label)) return;
    seen.add(item.label);
    out.push(item);
  };
  if (context.kind === 'key') {
    const property = (name: string, sub?: unknown) => {
      if (context.present.includes(name)) return;
      const label = JSON.stringify(name);
      add({ label, insert: `${label}: `, kind: 'property', detail: isSchema(sub) ? firstSentence(deref(root, sub).description) : undefined });
    };
    for (const s of schemas) {
      if (isSchema(s.properties)) for (const [name, sub] of Object.entries(s.properties)) property(name, sub);
      // a map whose keys are listed (propertyNames with an enum): its keys, each with the map's value schema
      if (isSchema(s.propertyNames)) {
        const names = deref(root, s.propertyNames);
        for (const name of [...(Array.isArray(names.enum) ? names.enum : []), ...('const' in names ? [names.const] : [])]) if (typeof name === 'string') property(name, s.additionalProperties);
      }
    }
    return out;
  }
  for (const s of schemas) {
    const values = [...(Array.isArray(s.enum) ? s.enum : []), ...('const' in s ? [s.const] : []), ...(Array.isArray(s.examples) ? s.examples : [])];
    if (s.type === 'boolean') values.push(true, false);
    for (const value of values) {
      const label = JSON.stringify(value);
      add({ label, insert: label, kind: 'value' });
    }
  }
  return out;
}
