import type { ErrorSchema } from '@rjsf/utils';
import { getPath, slotsOf } from '../../adapters/rules';
import type { CompiledRow, FieldError, FormData } from '../../adapters/types';
import { isUnder, layoutPaths } from '../templates/page/layout';

/** `root.pilots.0.name` → `pilots.0.name` (ids use "." between segments, see JourneyForm). */
export function pathFromId(id: string, idPrefix: string): string | undefined {
  return id.startsWith(`${idPrefix}.`) ? id.slice(idPrefix.length + 1) : undefined;
}

type Node = Record<string, unknown>;

/**
 * `data` with each `[path, value]` set (`undefined` removes the key), copying only the objects and
 * arrays on the way: everything else stays shared, so RJSF's memo sees unchanged branches as
 * unchanged, and `data` itself is left as it is. A path whose parent is missing is skipped;
 * `data` itself when nothing was set. (By hand rather than with immer: 9 kB less minified code on every step page.)
 */
function withValues(data: FormData, changes: readonly (readonly [string, unknown])[]): FormData {
  const copies = new WeakSet<object>();
  const own = (node: Node): Node => {
    if (copies.has(node)) return node;
    const copy = (Array.isArray(node) ? node.slice() : { ...node }) as Node;
    copies.add(copy);
    return copy;
  };
  let root = data as Node;
  for (const [path, value] of changes) {
    const segments = path.split('.');
    const last = segments.pop() as string;
    let target: Node | undefined = root;
    for (const segment of segments) {
      const next: unknown = target[segment];
      target = next !== null && typeof next === 'object' ? (next as Node) : undefined;
      if (target === undefined) break;
    }
    if (target === undefined || (value === undefined ? !(last in target) : Object.is(target[last], value))) continue;
    root = own(root);
    let parent = root;
    for (const segment of segments) {
      const child = own(parent[segment] as Node);
      parent[segment] = child;
      parent = child;
    }
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  }
  return root as FormData;
}

/**
 * The form's own data with the values the rules derive copied in from the evaluation. Only derived
 * paths are copied: what a person is typing is left exactly as typed (transforms wait for blur).
 * Answers `raw` itself when nothing changed, so RJSF sees its own data back.
 */
export function withDerived(raw: FormData, evaluated: FormData, computePaths: readonly string[]): FormData {
  const changes: [string, unknown][] = [];
  for (const metaPath of computePaths) {
    for (const slot of slotsOf(evaluated, metaPath)) {
      const value = slot.parent[slot.key];
      if (!Object.is(getPath(raw, slot.path), value)) changes.push([slot.path, value]);
    }
  }
  return withValues(raw, changes);
}

/**
 * After a blur: the text of the blurred fields as the rules normalise it (transforms, amounts read
 * as numbers, blank removed). Only text values are replaced; `raw` itself when nothing changed.
 */
export function normalizedAt(raw: FormData, evaluated: FormData, paths: readonly string[], hidden: ReadonlySet<string>): FormData {
  const changes = paths.filter((path) => {
    if (hidden.has(path)) return false;
    const before = getPath(raw, path);
    return typeof before === 'string' && !Object.is(before, getPath(evaluated, path));
  });
  return withValues(raw, changes.map((path) => [path, getPath(evaluated, path)] as const));
}

/** `raw` with `value` at a data path such as `pilots.0` (a copy; `raw` is left as it is). */
export function withValueAt(raw: FormData, path: string, value: unknown): FormData {
  return withValues(raw, [[path, value]]);
}

/**
 * FieldError list → RJSF ErrorSchema (`{ pilots: { 0: { name: { __errors: [...] } } } }`). With `base`
 * (e.g. `pilots.0`), only the errors at or inside it, relative to it: the error schema of that item.
 */
export function toErrorSchema(errors: readonly FieldError[], base = ''): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const error of errors) {
    if (error.field === '' || (base !== '' && !isUnder(error.field, base))) continue;
    const relative = base === '' ? error.field : error.field.slice(base.length + 1);
    let node = root;
    for (const segment of relative === '' ? [] : relative.split('.')) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    const list = (node.__errors ??= []) as string[];
    if (!list.includes(error.message)) list.push(error.message);
  }
  return root as ErrorSchema;
}

/** Errors in the page's reading order (the summary and "first invalid field" follow it). */
export function inReadingOrder(errors: readonly FieldError[], layout: readonly CompiledRow[]): FieldError[] {
  const paths = layoutPaths(layout);
  const rank = (error: FieldError) => {
    if (error.field === '') return -1;
    const index = paths.findIndex((path) => isUnder(error.field, path));
    return index === -1 ? paths.length : index;
  };
  return errors
    .map((error, index) => ({ error, index, rank: rank(error) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ error }) => error);
}

/** Errors whose field is one of `paths` or inside one of them. */
export function errorsUnder(errors: readonly FieldError[], paths: ReadonlySet<string>): FieldError[] {
  return errors.filter((error) => [...paths].some((path) => isUnder(error.field, path)));
}
