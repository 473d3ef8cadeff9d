import type { CompiledLayout, FieldMeta } from '../types';
import { toMetaPath } from './paths';

/** The field a concrete path belongs to. */
export const metaOf = (compiled: CompiledLayout, path: string): FieldMeta | undefined =>
  compiled.meta.fields[toMetaPath(path)];

/**
 * How errors name a field, in the compiled locale: its `error_label` (a short name for a long or
 * sentence label), else its label; the path itself when the field is unknown.
 */
export const labelOf = (compiled: CompiledLayout, path: string): string => {
  const meta = metaOf(compiled, path);
  return meta?.errorLabel || meta?.label || path;
};

/** The path itself when it is a field, else its nearest ancestor that is (`insurer.key` → `insurer`). */
export function nearestField(compiled: CompiledLayout, path: string): string | undefined {
  for (let p = path; p !== ''; p = p.includes('.') ? p.slice(0, p.lastIndexOf('.')) : '') {
    if (metaOf(compiled, p)) return p;
  }
  return undefined;
}
