/** Builds CompiledLayout objects by hand for unit tests of the engine, independent of the compiler. */
import type { CompiledLayout, CompiledRules, FieldMeta, JsonSchema, Locale } from '../../types';

/** A field's meta from its path (`name`, `list.*.name`, `split.name`) plus overrides. */
export function field(path: string, over: Partial<FieldMeta> = {}): FieldMeta {
  const name = path.slice(path.lastIndexOf('.') + 1);
  const cut = path.lastIndexOf('.*.') >= 0 ? path.lastIndexOf('.*.') : path.lastIndexOf('.');
  return {
    name,
    path,
    type: 'textbox',
    label: name,
    tags: {},
    validations: [],
    display: false,
    numeric: false,
    transform: [],
    ...(cut > 0 ? { parent: path.slice(0, cut) } : {}),
    ...over,
  };
}

export interface HandLayoutOptions {
  locale?: Locale;
  rules?: Partial<CompiledRules>;
  schema?: JsonSchema;
  hash?: string;
}

export function handLayout(fields: FieldMeta[], opts: HandLayoutOptions = {}): CompiledLayout {
  return {
    schema: opts.schema ?? { type: 'object' },
    uiSchema: {},
    rules: { visible: {}, disabled: {}, compute: [], invalid: [], staticHidden: [], staticDisabled: [], ...opts.rules },
    meta: {
      routeName: 'hand',
      hash: opts.hash ?? 'hand',
      locale: opts.locale ?? 'en-CA',
      program: 'TEST',
      role: 'applicant',
      title: 'Hand page',
      tags: {},
      fields: Object.fromEntries(fields.map((f) => [f.path, f])),
      order: fields.filter((f) => !f.parent).map((f) => f.path),
      buttons: [],
      layout: [],
    },
  };
}
