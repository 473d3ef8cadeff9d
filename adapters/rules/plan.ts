/**
 * What evaluation needs from a compiled layout, worked out once per CompiledLayout object
 * (WeakMap): rules grouped by kind, which fields hold data, which paths hide with a parent.
 */
import type { CompiledLayout, FieldMeta, I18nText, Logic } from '../types';
import { isTagTrue } from '../tags/is-tag-true';
import { schemaDefaults, type SchemaDefault } from './defaults';

export interface RulePlan {
  valueFields: FieldMeta[];
  /** schema defaults, filled in as RJSF does before anything else reads the data */
  defaults: SchemaDefault[];
  compute: { path: string; logic: Logic }[];
  prefill: { path: string; logic: Logic; locked: boolean }[];
  visible: [string, Logic][];
  disabled: [string, Logic][];
  invalid: { path: string; when: Logic; message: I18nText }[];
  warnings: { path: string; when: Logic; message: I18nText }[];
  /** meta path → its options' `visible` rules */
  options: Map<string, { option: string; visible: Logic }[]>;
  /** paths a value rule calculates (kept when a rule disables them) */
  computed: Set<string>;
  /** paths tagged `keep_answer`: a rule shows them disabled and keeps their answer (a renewal's dates) */
  keepWhenDisabled: Set<string>;
  /** what rules read as `$context` */
  context: { application_type: string | null; client: string };
  staticHidden: string[];
  staticDisabled: string[];
  /** page-level path → page-level paths that hide with it (tab and accordion panels) */
  panelChildren: Map<string, string[]>;
}

const plans = new WeakMap<CompiledLayout, RulePlan>();

export function rulePlan(compiled: CompiledLayout): RulePlan {
  let plan = plans.get(compiled);
  if (!plan) {
    plan = buildPlan(compiled);
    plans.set(compiled, plan);
  }
  return plan;
}

function buildPlan(compiled: CompiledLayout): RulePlan {
  const { rules, meta } = compiled;
  const panelChildren = new Map<string, string[]>();
  for (const row of meta.layout ?? []) {
    for (const section of row.sections) {
      for (const item of section.items) {
        if (item.kind === 'field') continue;
        for (const panel of item.panels) panelChildren.set(panel.name, panel.paths);
      }
    }
  }
  // a page-level field whose `parent` is a page-level display field (panel) hides with it
  for (const field of Object.values(meta.fields)) {
    if (!field.parent || field.path.includes('*')) continue;
    const siblings = panelChildren.get(field.parent) ?? [];
    if (!siblings.includes(field.path)) panelChildren.set(field.parent, [...siblings, field.path]);
  }
  const options = new Map<string, { option: string; visible: Logic }[]>();
  for (const { path, option, visible } of rules.options ?? []) {
    const list = options.get(path) ?? [];
    list.push({ option, visible });
    options.set(path, list);
  }
  return {
    valueFields: Object.values(meta.fields).filter((f) => !f.display),
    defaults: schemaDefaults(compiled.schema),
    compute: rules.compute ?? [],
    prefill: rules.prefill ?? [],
    visible: Object.entries(rules.visible ?? {}),
    disabled: Object.entries(rules.disabled ?? {}),
    invalid: rules.invalid ?? [],
    warnings: rules.warnings ?? [],
    options,
    computed: new Set((rules.compute ?? []).map((rule) => rule.path)),
    keepWhenDisabled: new Set(Object.values(meta.fields).filter((f) => isTagTrue(f.tags.keep_answer)).map((f) => f.path)),
    context: { application_type: meta.applicationType ?? null, client: meta.program },
    staticHidden: rules.staticHidden ?? [],
    staticDisabled: rules.staticDisabled ?? [],
    panelChildren,
  };
}
