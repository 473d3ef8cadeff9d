/**
 * The contract of one field type module: a pure function from a layout field to its piece of
 * JSON Schema and UI schema. The compiler (adapters/compile) adds what every type shares
 * (title, tags, display rules, required, static hidden/disabled), so a module only says
 * what is particular to its type.
 */
import type { CompileContext, I18nText, JsonSchema, LayoutField, LayoutOption, UiSchema } from '../types';
import type { UiOptionsOption } from '../widget-names';

/**
 * data: stores an answer · display: shows something, stores nothing, but is a schema property so
 * RJSF renders it · panel: a tab or accordion panel; its components are page-level fields.
 */
export type FieldKind = 'data' | 'display' | 'panel';

/** How the compiler places `components`: items of an array, properties of one object, or the page itself. */
export type ComponentsMode = 'items' | 'object' | 'flat';

/** What a module gets besides the field, bound to this field by the compiler. */
export interface FieldTypeContext {
  ctx: CompileContext;
  /** tags as a map, last one wins */
  tags: Record<string, string | number | boolean>;
  /** tagged number: true, format: currency or format: year */
  numeric: boolean;
  text(value: I18nText | undefined): string | undefined;
  options(options: LayoutOption[] | undefined): UiOptionsOption[];
  /** Throws a LayoutError naming the file, this field's JSON path (plus `property`) and the field. */
  fail(message: string, property?: string): never;
}

/** Components compiled by the compiler, for types with `components: 'items' | 'object'`. */
export interface CompiledChildren {
  properties: Record<string, JsonSchema>;
  required: string[];
  /** per component name, as RJSF nests it */
  uiSchema: UiSchema;
  order: string[];
  labels: Record<string, string>;
}

export interface FieldTypeOutput {
  /** JSON Schema of the stored value; absent for panels */
  schema?: JsonSchema;
  /** `ui:widget` or `ui:field`, and `ui:options` particular to the type */
  uiSchema: UiSchema;
}

export interface FieldType {
  kind: FieldKind;
  components?: ComponentsMode;
  compile(field: LayoutField, c: FieldTypeContext, children?: CompiledChildren): FieldTypeOutput;
}
