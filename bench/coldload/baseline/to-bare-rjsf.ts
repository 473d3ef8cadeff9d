/**
 * A compiled layout page as a bare react-jsonschema-form user would hand it to RJSF: the same
 * JSON Schema (fields, types, enums, required), with only the UI schema entries RJSF's default
 * theme understands. Our widget and template names go, so RJSF's default widgets render; our
 * option labels become `ui:enumNames`, so the choices read the same.
 */
import type { CompiledLayout, JsonSchema, UiSchema } from '../../../adapters/types';

/** The widget names RJSF's default registry maps (@rjsf/utils getWidget). */
const RJSF_WIDGETS = new Set([
  'text', 'password', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'data-url', 'radio', 'select', 'textarea', 'hidden',
  'date', 'datetime', 'date-time', 'alt-date', 'alt-datetime', 'time', 'color', 'file', 'checkbox', 'checkboxes', 'updown', 'range',
]);

/** UI schema keys kept as they are: RJSF's own, meaning the same for any theme. */
const KEPT = new Set(['ui:order', 'ui:disabled', 'ui:readonly', 'ui:placeholder', 'ui:autofocus']);

export interface BareForm {
  schema: JsonSchema;
  uiSchema: UiSchema;
}

type Entry = Record<string, unknown>;
const isEntry = (v: unknown): v is Entry => typeof v === 'object' && v !== null && !Array.isArray(v);

function enumNames(options: unknown, values: unknown): string[] | undefined {
  if (!Array.isArray(options) || !Array.isArray(values)) return undefined;
  const labels = new Map<unknown, string>();
  for (const o of options) if (isEntry(o) && typeof o.label === 'string') labels.set(o.key, o.label);
  return values.every((v) => labels.has(v)) ? values.map((v) => labels.get(v) as string) : undefined;
}

/** The schema of a property, or of an array's items (a multifield's entries). */
function childSchema(schema: Entry | undefined, key: string): Entry | undefined {
  if (key === 'items') return isEntry(schema?.items) ? schema.items : undefined;
  const properties = schema?.properties;
  return isEntry(properties) && isEntry(properties[key]) ? properties[key] : undefined;
}

function bareEntry(entry: Entry, schema: Entry | undefined): Entry {
  const out: Entry = {};
  for (const [key, value] of Object.entries(entry)) {
    if (KEPT.has(key)) out[key] = value;
    else if (key === 'ui:widget' && typeof value === 'string' && RJSF_WIDGETS.has(value)) out[key] = value;
    else if (key === 'ui:options' && isEntry(value)) {
      const names = enumNames(value.options, schema?.enum);
      if (names) out['ui:enumNames'] = names;
    } else if (!key.startsWith('ui:') && isEntry(value)) {
      out[key] = bareEntry(value, childSchema(schema, key));
    }
  }
  return out;
}

/** The page's title becomes the form's title: the heading a bare RJSF page shows. */
export function toBareRjsf(compiled: Pick<CompiledLayout, 'schema' | 'uiSchema' | 'meta'>): BareForm {
  const title = compiled.meta.heading ?? compiled.meta.title;
  return { schema: { ...compiled.schema, title }, uiSchema: bareEntry(compiled.uiSchema, compiled.schema) };
}
