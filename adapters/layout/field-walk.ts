/**
 * Walks a parsed page's fields with their JSON paths and data paths, without trusting its shape
 * (the page may have failed the schema check), placing them as the compiler does.
 */
import { childPath } from '../compile/json-path';
import { fieldType } from '../field-types/registry';
import type { LayoutField } from '../types';

export interface WalkedField {
  field: LayoutField;
  /** JSON path in the file */
  at: string;
  /** data path, `list.*.name` inside a multi-field */
  path: string;
  /** names next to this field (its section, panel or container) */
  siblings: Set<string>;
  /** '' at page level, `list.*.` or `split.` inside a container */
  prefix: string;
}

export function walkFields(page: unknown): WalkedField[] {
  const out: WalkedField[] = [];
  const visit = (fields: unknown, at: string, key: 'fields' | 'components', prefix: string) => {
    if (!Array.isArray(fields)) return;
    const siblings = new Set(fields.filter(isField).map((f) => f.name));
    fields.forEach((f, i) => {
      if (!isField(f)) return;
      const here = childPath(childPath(at, key), i);
      out.push({ field: f, at: here, path: prefix + f.name, siblings, prefix });
      const mode = fieldType(f.type)?.components;
      const nested = mode === 'items' ? `${prefix}${f.name}.*.` : mode === 'object' ? `${prefix}${f.name}.` : prefix;
      visit(f.components, here, 'components', nested);
    });
  };
  const rows = (page as { form_container?: { rows?: unknown } } | null)?.form_container?.rows;
  if (!Array.isArray(rows)) return out;
  rows.forEach((row, r) => {
    const sections = (row as { sections?: unknown } | null)?.sections;
    if (!Array.isArray(sections)) return;
    sections.forEach((section, s) => {
      visit((section as { fields?: unknown } | null)?.fields, `$.form_container.rows[${r}].sections[${s}]`, 'fields', '');
    });
  });
  return out;
}

function isField(value: unknown): value is LayoutField {
  return !!value && typeof value === 'object' && typeof (value as LayoutField).name === 'string';
}
