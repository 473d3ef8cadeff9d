/** The sub-schemas RJSF will pass to `isValid` while rendering a page (its `if` conditions), keyed by RJSF's hashForSchema. */
import { ID_KEY, schemaParser, type RJSFSchema } from '@rjsf/utils';

export function subSchemas(schema: object): Record<string, object> {
  const root = schema as RJSFSchema;
  const subs: Record<string, object> = {};
  for (const [hash, found] of Object.entries(schemaParser(root))) {
    // the parser lists the root too, and adds its hash as $id to what it returns: the schema itself is what is checked
    const { [ID_KEY]: id, ...rest } = found;
    const own = id === hash ? rest : found;
    if (!sameAsRoot(own, root)) subs[hash] = own;
  }
  return subs;
}

function sameAsRoot(schema: object, root: object): boolean {
  return JSON.stringify(schema) === JSON.stringify(root);
}
