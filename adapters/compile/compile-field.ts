/**
 * Compiles one layout field: finds its type module, compiles its components, then adds what
 * every type shares (title, tags, display rules, required, static hidden/disabled, CSR
 * read-only, meta). Problems are collected on the builder so one run reports them all.
 */
import { fieldType, FIELD_TYPE_NAMES } from '../field-types/registry';
import type { CompiledChildren, FieldType, FieldTypeContext } from '../field-types/field-type';
import { LayoutError, type JsonSchema, type LayoutField, type LayoutOption, type Logic, type UiSchema } from '../types';
import { optionId } from '../rules/evaluate';
import type { UiOptionsOption } from '../widget-names';
import type { Builder, CompiledNode, Scope } from './builder';
import { allOf, anyOf, displayRule } from './display-rule';
import { childPath, joinPath } from './json-path';
import { declareRuleFlags } from './rule-flag';
import { isTagTrue } from '../tags';
import { isNumeric, parseTransforms, tagMap, type TagMap } from './tags';
import { resolveText } from './text';

export function compileField(field: LayoutField, at: string, scope: Scope, b: Builder): CompiledNode | undefined {
  const report = (message: string, where = at) => b.problems.push({ file: b.file, path: where, message });
  if (!field || typeof field !== 'object' || typeof field.name !== 'string' || field.name === '') {
    report('a field needs a name');
    return undefined;
  }
  const { name } = field;
  const type = fieldType(field.type);
  if (!type) {
    report(`unknown field type "${String(field.type)}" in field "${name}"; known types: ${FIELD_TYPE_NAMES.join(', ')}`, childPath(at, 'type'));
    return undefined;
  }
  const path = scope.prefix + name;
  const first = b.jsonPaths.get(path);
  if (first !== undefined) {
    report(`duplicate field name "${name}" (also at ${first})`, childPath(at, 'name'));
    return undefined;
  }
  b.jsonPaths.set(path, at);
  // claim the field's place now so meta.fields lists a container before its components
  b.fields[path] = undefined as never;

  const tags = tagMap(field.tags);
  const c = typeContext(field, at, tags, b);
  try {
    const children = compileChildren(field, type, path, at, scope, b);
    const out = type.compile(field, c, children);
    return finish(field, type, out.schema, out.uiSchema, { path, at, tags, scope, b, c });
  } catch (e) {
    if (!(e instanceof LayoutError)) throw e;
    delete b.fields[path];
    b.problems.push(...e.problems);
    return undefined;
  }
}

function typeContext(field: LayoutField, at: string, tags: TagMap, b: Builder): FieldTypeContext {
  const text = (t: Parameters<typeof resolveText>[0]) => resolveText(t, b.ctx.locale);
  const options = (list: LayoutOption[] | undefined): UiOptionsOption[] =>
    (list ?? []).map((o) => {
      const option: UiOptionsOption = { key: o.key, label: text(o.value) ?? o.key };
      const short = text(o.shortValue);
      if (short) option.shortLabel = short;
      if (o.selected) option.selected = true;
      if (o.tags?.length) option.tags = tagMap(o.tags);
      if (o.options?.length) option.options = options(o.options);
      return option;
    });
  return {
    ctx: b.ctx,
    tags,
    numeric: isNumeric(tags),
    text,
    options,
    fail: (message, property) => {
      throw new LayoutError([{ file: b.file, path: joinPath(at, property), message: `${message} (field "${field.name}")` }]);
    },
  };
}

function compileChildren(field: LayoutField, type: FieldType, path: string, at: string, scope: Scope, b: Builder): CompiledChildren | undefined {
  if (type.components !== 'items' && type.components !== 'object') return undefined;
  const components = Array.isArray(field.components) ? field.components : [];
  const childScope: Scope = {
    prefix: type.components === 'items' ? `${path}.*.` : `${path}.`,
    parent: path,
    siblings: new Set(components.map((f) => f?.name)),
    hidden: false,
    disabled: false,
    csrEditable: scope.csrEditable || isCsrEditable(field, b),
  };
  const children: CompiledChildren = { properties: {}, required: [], uiSchema: {}, order: [], labels: {} };
  components.forEach((component, i) => {
    const where = childPath(childPath(at, 'components'), i);
    if (fieldType(component?.type)?.kind === 'panel') {
      b.problems.push({ file: b.file, path: childPath(where, 'type'), message: `a ${component.type} panel can only be placed directly in a section (field "${component.name}")` });
      return;
    }
    const node = compileField(component, where, childScope, b);
    if (!node?.schema) return;
    children.properties[node.name] = node.schema;
    children.uiSchema[node.name] = node.uiSchema;
    children.order.push(node.name);
    children.labels[node.name] = b.fields[node.path]?.label ?? node.name;
    if (node.required) children.required.push(node.name);
  });
  if (type.components === 'items') declareRuleFlags({ ...children, prefix: childScope.prefix, parent: path }, b);
  children.uiSchema['ui:order'] = children.order;
  return children;
}

function isCsrEditable(field: LayoutField, b: Builder): boolean {
  return (b.ctx.csrEditable ?? []).includes(field.name) || isTagTrue(tagMap(field.tags).csr_editable);
}

interface Place {
  path: string;
  at: string;
  tags: TagMap;
  scope: Scope;
  b: Builder;
  c: FieldTypeContext;
}

function finish(field: LayoutField, type: FieldType, typeSchema: JsonSchema | undefined, typeUi: UiSchema, p: Place): CompiledNode {
  const { path, at, tags, scope, b, c } = p;
  const label = c.text(field.label) ?? c.text(field.placeholder) ?? field.name;
  const errorLabel = c.text(field.error_label);
  const { visible, disabledWhen } = fieldRules(field, p);
  if (visible !== undefined) b.rules.visible[path] = visible;
  if (disabledWhen !== undefined) b.rules.disabled[path] = disabledWhen;
  if (field.rules?.value !== undefined) b.rules.compute.push({ path, logic: field.rules.value });
  if (field.rules?.prefill !== undefined) {
    if (scope.prefix) c.fail('rule prefill is for a field outside lists', 'rules.prefill');
    else (b.rules.prefill ??= []).push({ path, logic: field.rules.prefill, locked: scope.disabled || field.disabled === true });
  }
  if (field.rules?.invalid) b.rules.invalid.push({ path, when: field.rules.invalid.when, message: field.rules.invalid.message });
  if (field.rules?.warning) (b.rules.warnings ??= []).push({ path, when: field.rules.warning.when, message: field.rules.warning.message });
  for (const rule of optionRules(field.options, path)) (b.rules.options ??= []).push(rule);
  const hidden = scope.hidden || field.hidden === true;
  const csrReadOnly = b.ctx.role === 'csr' && type.kind === 'data' && !scope.csrEditable && !isCsrEditable(field, b);
  const disabled = scope.disabled || field.disabled === true || csrReadOnly;
  if (hidden) b.rules.staticHidden.push(path);
  if (disabled && type.kind !== 'display') b.rules.staticDisabled.push(path);

  const { transforms, unknown } = parseTransforms(tags.transform);
  if (unknown.length) c.fail(`tag transform must be uppercase, lowercase or trim, not "${unknown.join(', ')}"`, 'tags');
  b.fields[path] = {
    name: field.name,
    path,
    type: field.type,
    label,
    ...(errorLabel ? { errorLabel } : {}),
    tags,
    validations: field.validations ?? [],
    display: type.kind !== 'data',
    numeric: c.numeric,
    transform: transforms,
    ...(field.minimumDate ? { minimumDate: field.minimumDate } : {}),
    ...(field.maximumDate ? { maximumDate: field.maximumDate } : {}),
    ...(field.disabledDays?.length ? { disabledDays: field.disabledDays } : {}),
    ...(scope.parent ? { parent: scope.parent } : {}),
  };

  const node: CompiledNode = {
    name: field.name,
    path,
    kind: type.kind,
    uiSchema: uiSchemaOf(field, typeUi, tags, c, disabled),
    required: type.kind === 'data' && (field.validations ?? []).some((v) => v?.name === 'required'),
  };
  if (typeSchema) node.schema = schemaOf(typeSchema, c.text(field.label), tags, c);
  if (type.kind === 'panel') {
    const panelScope: Scope = { ...scope, visible, disabledWhen, hidden, disabled: scope.disabled || field.disabled === true };
    const nodes = (Array.isArray(field.components) ? field.components : []).flatMap((component, i) => {
      const where = childPath(childPath(at, 'components'), i);
      if (fieldType(component?.type)?.kind === 'panel') {
        b.problems.push({ file: b.file, path: childPath(where, 'type'), message: `a ${component.type} panel can only be placed directly in a section (field "${component.name}")` });
        return [];
      }
      return compileField(component, where, panelScope, b) ?? [];
    });
    node.panel = { group: field.type === 'custom-tab' ? 'tabs' : 'accordion', label, nodes };
  }
  return node;
}

/** The options (and sub-options: a coverage tile's limits) offered only while their `visible` rule holds. */
function optionRules(options: LayoutOption[] | undefined, path: string, within?: string): { path: string; option: string; visible: Logic }[] {
  if (!Array.isArray(options)) return [];
  return options.flatMap((o) => {
    if (!o || typeof o.key !== 'string') return [];
    const own = o.rules?.visible === undefined ? [] : [{ path, option: optionId(o.key, within), visible: o.rules.visible }];
    return within === undefined ? [...own, ...optionRules(o.options, path, o.key)] : own;
  });
}

/** Visible: panel ∧ display-rule tags ∧ rules.visible. Disabled: panel ∨ display-rule tags ∨ rules.disabled. */
function fieldRules(field: LayoutField, p: Place) {
  const { tags, scope } = p;
  const c: FieldTypeContext = p.c;
  const parent = typeof tags.parent === 'string' && scope.prefix && scope.siblings.has(tags.parent) ? scope.prefix + tags.parent : tags.parent;
  const rule = displayRule(tags, typeof parent === 'string' ? parent : undefined);
  if (rule && 'error' in rule) {
    const index = (field.tags ?? []).findIndex((t) => t?.key === rule.tag);
    c.fail(rule.error, index >= 0 ? `tags[${index}]` : 'tags');
  }
  return {
    visible: allOf(scope.visible, rule?.visible, field.rules?.visible),
    disabledWhen: anyOf(scope.disabledWhen, rule?.disabled, field.rules?.disabled),
  };
}

function schemaOf(typeSchema: JsonSchema, title: string | undefined, tags: TagMap, c: FieldTypeContext): JsonSchema {
  const schema: JsonSchema = title ? { ...typeSchema, title } : { ...typeSchema };
  for (const [tag, keyword] of [['min', 'minimum'], ['max', 'maximum']] as const) {
    if (tags[tag] === undefined) continue;
    const n = Number(tags[tag]);
    if (schema.type !== 'number') c.fail(`tag ${tag} needs a number field (tag number: true or format: currency)`, 'tags');
    if (typeof tags[tag] === 'boolean' || !Number.isFinite(n)) c.fail(`tag ${tag} must be a number, not "${String(tags[tag])}"`, 'tags');
    schema[keyword] = n;
  }
  return schema;
}

function uiSchemaOf(field: LayoutField, typeUi: UiSchema, tags: TagMap, c: FieldTypeContext, disabled: boolean): UiSchema {
  const options: Record<string, unknown> = { ...(typeUi['ui:options'] as Record<string, unknown> | undefined) };
  if (Object.keys(tags).length) options.tags = tags;
  if (typeof tags.format === 'string') options.format = tags.format;
  const tooltip = c.text(field.tooltip);
  if (tooltip) options.tooltip = tooltip;
  const ui: UiSchema = { ...typeUi, 'ui:options': options };
  const placeholder = c.text(field.placeholder);
  if (placeholder) {
    ui['ui:placeholder'] = placeholder;
    // custom fields (ui:field) get no placeholder prop from RJSF; they read ui:options
    options.placeholder = placeholder;
  }
  if (disabled) ui['ui:disabled'] = true;
  return ui;
}
