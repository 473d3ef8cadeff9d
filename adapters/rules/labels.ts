import type { CompiledLayout, FieldMeta } from '../types';
import { toMetaPath } from './paths';

/** The field a concrete path belongs to. */
export const metaOf = (compiled: CompiledLayout, path: string): FieldMeta | undefined =>
  compiled.meta.fields[toMetaPath(path)];

/** The field's label in the compiled locale; the path itself when the field is unknown. */
export const labelOf = (compiled: CompiledLayout, path: string): string => metaOf(compiled, path)?.label || path;

/** The path itself when it is a field, else its nearest ancestor that is (`insurer.key` → `insurer`). */
export function nearestField(compiled: CompiledLayout, path: string): string | undefined {
  for (let p = path; p !== ''; p = p.includes('.') ? p.slice(0, p.lastIndexOf('.')) : '') {
    if (metaOf(compiled, p)) return p;
  }
  return undefined;
}
