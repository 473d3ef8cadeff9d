/** Derived values in dependency order, so one evaluation pass is enough; a cycle is a layout error. */
import type { Logic } from '../types';
import { logicVars } from './logic-vars';

export function orderCompute(rules: { path: string; logic: Logic }[]): { ordered: typeof rules; cycle?: string[] } {
  const byPath = new Map(rules.map((r) => [r.path, r]));
  const deps = new Map(rules.map((r) => [r.path, logicVars(r.logic).map(normalise).filter((v) => v !== r.path && byPath.has(v))]));
  const ordered: typeof rules = [];
  const state = new Map<string, 'visiting' | 'done'>();
  let cycle: string[] | undefined;
  const visit = (path: string, trail: string[]): void => {
    if (state.get(path) === 'done' || cycle) return;
    if (state.get(path) === 'visiting') {
      cycle = [...trail.slice(trail.indexOf(path)), path];
      return;
    }
    state.set(path, 'visiting');
    for (const d of deps.get(path) ?? []) visit(d, [...trail, path]);
    state.set(path, 'done');
    ordered.push(byPath.get(path)!);
  };
  for (const r of rules) visit(r.path, []);
  return cycle ? { ordered: rules, cycle } : { ordered };
}

/** `pilots.3.hours` and `pilots.*.hours` name the same compute rule. */
function normalise(name: string): string {
  return name.replace(/\.\d+(?=\.|$)/g, '.*');
}
