/** Compiles a whole page (uncached): rows → sections → fields, then buttons, meta and rule order. */
import { LayoutError, type CompileContext, type CompiledItem, type CompiledLayout, type CompiledRow, type JsonSchema, type LayoutPage, type UiSchema } from '../types';
import { PAGE_TEMPLATE } from '../widget-names';
import { compilePopups } from '../popups/compile-popups';
import { newBuilder, PAGE_SCOPE, type Builder, type CompiledNode } from './builder';
import { compileField } from './compile-field';
import { orderCompute } from './compute-order';
import { declareRuleFlags } from './rule-flag';
import { childPath } from './json-path';
import { clearOnChangeNames } from '../tags';
import { tagMap } from './tags';
import { resolveText } from './text';

interface PageParts {
  properties: Record<string, JsonSchema>;
  required: string[];
  uiSchema: UiSchema;
  order: string[];
}

export function compilePage(page: LayoutPage, ctx: CompileContext, hash: string): CompiledLayout {
  const file = ctx.file ?? `${page?.route_name ?? 'layout'}.json`;
  const b = newBuilder(ctx, file);
  const parts: PageParts = { properties: {}, required: [], uiSchema: {}, order: [] };
  const layout = compileRows(page, b, parts);
  declareRuleFlags({ ...parts, prefix: '' }, b);
  orderRules(b);
  checkClearOnChange(b);
  if (b.problems.length) throw new LayoutError(b.problems);

  const text = (t: Parameters<typeof resolveText>[0]) => resolveText(t, ctx.locale);
  const schema: JsonSchema = { type: 'object', properties: parts.properties };
  if (parts.required.length) schema.required = parts.required;
  const heading = text(page.heading);
  const subheading = text(page.subheading);
  const popups = compilePopups(page, ctx.locale);
  return {
    schema,
    uiSchema: { 'ui:ObjectFieldTemplate': PAGE_TEMPLATE, 'ui:order': parts.order, ...parts.uiSchema },
    rules: b.rules,
    meta: {
      routeName: page.route_name,
      hash,
      locale: ctx.locale,
      program: ctx.program,
      applicationType: ctx.applicationType,
      role: ctx.role,
      title: text(page.title) ?? page.route_name,
      ...(heading ? { heading } : {}),
      ...(subheading ? { subheading } : {}),
      tags: tagMap(page.tags),
      fields: b.fields,
      order: parts.order,
      buttons: (page.form_container?.buttons ?? []).map((button) => ({
        name: button.name,
        type: button.type,
        label: text(button.label) ?? button.name,
        ...(button.href ? { href: button.href } : {}),
      })),
      layout,
      ...(popups ? { popups } : {}),
    },
  };
}

function compileRows(page: LayoutPage, b: Builder, parts: PageParts): CompiledRow[] {
  const rows = Array.isArray(page?.form_container?.rows) ? page.form_container.rows : [];
  return rows.map((row, r) => ({
    sections: (Array.isArray(row?.sections) ? row.sections : []).map((section, s) => {
      const at = `$.form_container.rows[${r}].sections[${s}]`;
      const items: CompiledItem[] = [];
      (Array.isArray(section?.fields) ? section.fields : []).forEach((field, f) => {
        const node = compileField(field, childPath(childPath(at, 'fields'), f), PAGE_SCOPE, b);
        if (node) place(node, items, parts);
      });
      const title = resolveText(section.title, b.ctx.locale);
      return { ...(section.name ? { name: section.name } : {}), ...(title ? { title } : {}), items };
    }),
  }));
}

/** A field becomes an item; consecutive panels of one kind become one tabs / accordion group. */
function place(node: CompiledNode, items: CompiledItem[], parts: PageParts): void {
  if (!node.panel) {
    addProperty(node, parts);
    items.push({ kind: 'field', path: node.path });
    return;
  }
  const { group, label, nodes } = node.panel;
  nodes.forEach((n) => addProperty(n, parts));
  const panel = { name: node.name, label, paths: nodes.map((n) => n.path) };
  const last = items[items.length - 1];
  if (last && last.kind === group) last.panels.push(panel);
  else items.push({ kind: group, panels: [panel] });
}

function addProperty(node: CompiledNode, parts: PageParts): void {
  if (!node.schema) return;
  parts.properties[node.name] = node.schema;
  parts.uiSchema[node.name] = node.uiSchema;
  parts.order.push(node.name);
  if (node.required) parts.required.push(node.name);
}

/** Tag `clear_on_change` names fields of the same page (of the same item, inside a multi-field). */
function checkClearOnChange(b: Builder): void {
  for (const [path, field] of Object.entries(b.fields)) {
    const names = clearOnChangeNames(field?.tags);
    if (names === undefined) continue;
    const at = `${b.jsonPaths.get(path) ?? '$'}.tags`;
    if (names.length === 0) b.problems.push({ file: b.file, path: at, message: `tag clear_on_change must name at least one field (field "${field.name}")` });
    const prefix = path.slice(0, path.length - field.name.length);
    for (const name of names) {
      const watched = b.fields[prefix + name];
      if (!watched || watched.display || name === field.name) {
        b.problems.push({ file: b.file, path: at, message: `tag clear_on_change names "${name}", which is not another answer of this page${prefix ? ' (of the same item)' : ''} (field "${field.name}")` });
      }
    }
  }
}

function orderRules(b: Builder): void {
  const { ordered, cycle } = orderCompute(b.rules.compute);
  if (cycle) {
    const at = b.jsonPaths.get(cycle[0]!) ?? '$';
    b.problems.push({ file: b.file, path: `${at}.rules.value`, message: `value rules depend on each other in a circle: ${cycle.join(' → ')}` });
  }
  b.rules.compute = ordered;
}
