/**
 * Answers the page does not ask for (a tampered or stale request) are errors, whatever the
 * schema says about additional properties: at page level, inside multifield items and inside
 * split-percentage objects. Other objects (typeahead, coverage tile) are the schema's to check.
 */
import { isRow } from '../rules/paths';
import type { CompiledLayout } from '../types';

export interface Containers {
  /** page-level field paths */
  top: Set<string>;
  /** multifield path → its item keys; object field path → its keys */
  items: Map<string, Set<string>>;
  objects: Map<string, Set<string>>;
}

export function containersOf(compiled: CompiledLayout): Containers {
  const items = new Map<string, Set<string>>();
  const objects = new Map<string, Set<string>>();
  for (const meta of Object.values(compiled.meta.fields)) {
    if (!meta.parent || !meta.path.startsWith(`${meta.parent}.`)) continue;
    const rest = meta.path.slice(meta.parent.length + 1);
    const [target, key] = rest.startsWith('*.') ? [items, rest.slice(2)] : [objects, rest];
    const keys = target.get(meta.parent) ?? new Set<string>();
    keys.add(key);
    target.set(meta.parent, keys);
  }
  const top = new Set(Object.keys(compiled.meta.fields).filter((path) => !path.includes('.')));
  return { top, items, objects };
}

/** Concrete paths of answers that are no field of the page. */
export function unknownFields(containers: Containers, data: Record<string, unknown>): string[] {
  const unknown: string[] = [];
  for (const key of Object.keys(data)) {
    if (!containers.top.has(key)) {
      unknown.push(key);
      continue;
    }
    const value = data[key];
    const itemKeys = containers.items.get(key);
    if (itemKeys && Array.isArray(value)) {
      value.forEach((item, i) => {
        if (isRow(item)) for (const k of Object.keys(item)) if (!itemKeys.has(k)) unknown.push(`${key}.${i}.${k}`);
      });
    }
    const objectKeys = containers.objects.get(key);
    if (objectKeys && isRow(value)) for (const k of Object.keys(value)) if (!objectKeys.has(k)) unknown.push(`${key}.${k}`);
  }
  return unknown;
}
