/**
 * JSON Schema defaults (an option marked `selected`), filled in as RJSF fills them into form data,
 * so the rules, the checks and the saved answers see what the browser shows: an absent answer
 * takes its default; an object answer (a check box list) gets the default of each absent key; an
 * answer that is present, even blank, is kept (RJSF keeps it too). Items of a list get theirs.
 */
import type { JsonSchema } from '../types';
import { cloneData, isRow, slotsOf, type Row } from './paths';

/** [meta path, default] for every property with a default, `list.*.name` inside list items. */
export type SchemaDefault = [path: string, value: unknown];

export function schemaDefaults(schema: JsonSchema | undefined): SchemaDefault[] {
  const found: SchemaDefault[] = [];
  const visit = (node: unknown, prefix: string): void => {
    if (!isRow(node) || !isRow(node.properties)) return;
    for (const [name, property] of Object.entries(node.properties)) {
      if (!isRow(property)) continue;
      const path = prefix + name;
      if (property.default !== undefined) found.push([path, property.default]);
      visit(property, `${path}.`);
      visit(property.items, `${path}.*.`);
    }
  };
  visit(schema, '');
  return found;
}

export function fillDefaults(data: Row, defaults: readonly SchemaDefault[]): void {
  for (const [path, value] of defaults) {
    for (const slot of slotsOf(data, path)) {
      const current = slot.parent[slot.key];
      if (current === undefined) slot.parent[slot.key] = cloneData(value);
      else if (isRow(current) && isRow(value)) mergeMissing(current, value);
    }
  }
}

function mergeMissing(target: Row, defaults: Row): void {
  for (const key of Object.keys(defaults)) {
    const current = target[key];
    if (current === undefined) target[key] = cloneData(defaults[key]);
    else if (isRow(current) && isRow(defaults[key])) mergeMissing(current, defaults[key]);
  }
}
