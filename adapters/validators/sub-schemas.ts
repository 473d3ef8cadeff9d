/** The sub-schemas RJSF will pass to `isValid` while rendering a page (its `if` conditions), keyed by RJSF's hashForSchema. */
import { hashForSchema, ID_KEY, schemaParser, type RJSFSchema } from '@rjsf/utils';

export function subSchemas(schema: object): Record<string, object> {
  const root = schema as RJSFSchema;
  const rootHash = hashForSchema(root);
  const subs: Record<string, object> = {};
  for (const [hash, found] of Object.entries(schemaParser(root))) {
    // the parser lists the root too (the page check), and adds the hash as $id to what it returns: the schema itself is what is checked
    if (hash === rootHash) continue;
    const { [ID_KEY]: id, ...own } = found;
    subs[hash] = id === hash ? own : found;
  }
  return subs;
}
