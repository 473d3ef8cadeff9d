/** What compiling one page accumulates: field meta, rules and the problems found on the way. */
import type { CompileContext, CompiledRules, FieldMeta, JsonSchema, LayoutProblem, Logic, UiSchema } from '../types';
import type { FieldKind } from '../field-types/field-type';

export interface Builder {
  ctx: CompileContext;
  file: string;
  fields: Record<string, FieldMeta>;
  /** data path → JSON path of the field, for "also at" and rule problems */
  jsonPaths: Map<string, string>;
  rules: CompiledRules;
  problems: LayoutProblem[];
}

/** Where a field sits: page level, inside a multi-field item, or inside a tab/accordion panel. */
export interface Scope {
  /** '' at page level, `list.*.` in a multi-field item, `split.` in a split-percentage */
  prefix: string;
  /** data path of the enclosing multi-field / split-percentage */
  parent?: string;
  /** component names of the enclosing container, to resolve a display rule's `parent` */
  siblings: Set<string>;
  /** inherited from a panel: its visibility, disabled rule, static hidden / disabled */
  visible?: Logic;
  disabledWhen?: Logic;
  hidden: boolean;
  disabled: boolean;
  /** inherited CSR exception (a field editable by staff makes its components editable) */
  csrEditable: boolean;
}

export interface CompiledNode {
  name: string;
  path: string;
  kind: FieldKind;
  schema?: JsonSchema;
  uiSchema: UiSchema;
  required: boolean;
  /** panels only: the page-level fields it holds */
  panel?: { group: 'tabs' | 'accordion'; label: string; nodes: CompiledNode[] };
}

export function newBuilder(ctx: CompileContext, file: string): Builder {
  return {
    ctx,
    file,
    fields: {},
    jsonPaths: new Map(),
    rules: { visible: {}, disabled: {}, compute: [], invalid: [], warnings: [], options: [], staticHidden: [], staticDisabled: [] },
    problems: [],
  };
}

export const PAGE_SCOPE: Scope = { prefix: '', siblings: new Set(), hidden: false, disabled: false, csrEditable: false };
