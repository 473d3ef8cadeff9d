/**
 * Tag `clear_on_change` (README "For analysts", Tags): when one of the named fields of the page
 * changes, this field's answer is cleared (a deductible when the limit changes). A browser
 * concern: the server sees only the answers, never a change, and checks them as they are.
 */
import { clearOnChangeNames } from '../tags';
import type { CompiledLayout, FormData } from '../types';
import { cloneData, deletePath, getPath, slotsOf } from './paths';

/** meta path of a field → the names of the fields of its page (or item) it watches */
type Watchers = [path: string, names: string[]][];
const watchersOf = new WeakMap<CompiledLayout, Watchers>();

function watchers(compiled: CompiledLayout): Watchers {
  let found = watchersOf.get(compiled);
  if (!found) {
    found = Object.values(compiled.meta.fields).flatMap((field): Watchers => {
      const names = clearOnChangeNames(field.tags);
      return names?.length ? [[field.path, names]] : [];
    });
    watchersOf.set(compiled, found);
  }
  return found;
}

/** `after` with the answers cleared whose watched fields differ from `before` (the same object when none is). */
export function clearOnChange(compiled: CompiledLayout, before: FormData, after: FormData): FormData {
  const cleared: string[] = [];
  for (const [path, names] of watchers(compiled)) {
    for (const slot of slotsOf(after, path)) {
      if (slot.parent[slot.key] === undefined || !sameItems(before, after, slot.path)) continue;
      const base = slot.path.slice(0, slot.path.length - slot.key.length);
      if (names.some((name) => !sameValue(getPath(before, base + name), getPath(after, base + name)))) cleared.push(slot.path);
    }
  }
  if (cleared.length === 0) return after;
  const out = cloneData(after);
  for (const path of cleared) deletePath(out, path);
  return out;
}

/**
 * The lists holding a concrete path have as many items before as after: an item added or removed
 * shifts the others' places, which is not a change of their answers.
 */
function sameItems(before: FormData, after: FormData, path: string): boolean {
  const segments = path.split('.');
  for (let i = 1; i < segments.length; i++) {
    if (!/^\d+$/.test(segments[i]!)) continue;
    const list = segments.slice(0, i).join('.');
    const a = getPath(before, list);
    const b = getPath(after, list);
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  }
  return true;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
}
