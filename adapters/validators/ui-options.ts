/** A field's `ui:options` in the compiled UI schema, by meta path (`list.*.name` is under `items`). */
import { isRow } from '../rules/paths';
import type { CompiledLayout } from '../types';
import type { UiOptionsOption } from '../widget-names';

export function uiOptionsAt(compiled: CompiledLayout, metaPath: string): Record<string, unknown> | undefined {
  let node: unknown = compiled.uiSchema;
  for (const segment of metaPath.split('.')) node = isRow(node) ? node[segment === '*' ? 'items' : segment] : undefined;
  const options = isRow(node) ? node['ui:options'] : undefined;
  return isRow(options) ? options : undefined;
}

/** The options a choice field offers (ui:options.options). */
export function optionsAt(compiled: CompiledLayout, metaPath: string): UiOptionsOption[] {
  const options = uiOptionsAt(compiled, metaPath)?.options;
  return Array.isArray(options) ? (options as UiOptionsOption[]) : [];
}
