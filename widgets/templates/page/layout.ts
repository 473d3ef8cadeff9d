import type { CompiledItem, CompiledRow, FieldError } from '../../../adapters/types';

type PanelItem = Extract<CompiledItem, { kind: 'tabs' | 'accordion' }>;
export type Panel = PanelItem['panels'][number];

/** Whether `error` belongs to the field at `path` or to something inside it (a multifield item). */
export function isUnder(field: string, path: string): boolean {
  return field === path || field.startsWith(`${path}.`);
}

export function hasErrorUnder(errors: readonly FieldError[], paths: readonly string[]): boolean {
  return errors.some((error) => paths.some((path) => isUnder(error.field, path)));
}

/** Every field path of the layout, in reading order (panels in their order). */
export function layoutPaths(layout: readonly CompiledRow[]): string[] {
  const out: string[] = [];
  for (const row of layout)
    for (const section of row.sections)
      for (const item of section.items) {
        if (item.kind === 'field') out.push(item.path);
        else for (const panel of item.panels) out.push(...panel.paths);
      }
  return out;
}

/** The first field in reading order that has an error; fields the layout does not place come last. */
export function firstInvalidPath(layout: readonly CompiledRow[], errors: readonly FieldError[]): string | undefined {
  for (const path of layoutPaths(layout)) {
    const hit = errors.find((error) => isUnder(error.field, path));
    if (hit) return hit.field;
  }
  return errors[0]?.field;
}

/** Index of the panel holding `path`, or -1. */
export function panelIndexOf(panels: readonly Panel[], path: string): number {
  return panels.findIndex((panel) => panel.paths.some((p) => isUnder(path, p)));
}

/**
 * Which panels can be opened: a panel is locked until every panel before it is valid, unless the
 * form is an edit or quote form where all are open (docs/requirements.md §2.8, tabs and accordions).
 */
export function unlockedPanels(panels: readonly Panel[], errors: readonly FieldError[], allOpen: boolean): boolean[] {
  let earlierValid = true;
  return panels.map((panel) => {
    const unlocked = allOpen || earlierValid;
    earlierValid = earlierValid && !hasErrorUnder(errors, panel.paths);
    return unlocked;
  });
}

/** The top-level property a data path lives in: `pilots.0.name` → `pilots`. */
export function topLevel(path: string): string {
  const dot = path.indexOf('.');
  return dot === -1 ? path : path.slice(0, dot);
}
