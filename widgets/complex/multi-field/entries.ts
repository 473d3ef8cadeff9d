import type { ErrorSchema } from '@rjsf/utils';

/**
 * UI state of one multi-field item, kept beside (not inside) the form data:
 * - `new`: added and never saved; Cancel removes it;
 * - `edit`: a saved item being changed; Cancel restores `snapshot`;
 * - `saved`: accepted by Save (or loaded from the proposal).
 */
export interface ItemEntry {
  key: string;
  mode: 'new' | 'edit' | 'saved';
  open: boolean;
  snapshot?: unknown;
  /** errors found by the item's Save, shown until the field changes or the next Save */
  saveErrors?: ErrorSchema;
}

let counter = 0;
export function newKey(): string {
  counter += 1;
  return `item-${counter}`;
}

export function savedEntry(): ItemEntry {
  return { key: newKey(), mode: 'saved', open: false };
}

/** Entries padded or cut to `length`, so items loaded or reset from outside get a saved entry. */
export function aligned(entries: readonly ItemEntry[], length: number): ItemEntry[] {
  const out = entries.slice(0, length);
  while (out.length < length) out.push(savedEntry());
  return out;
}

/** Whether any message sits anywhere in an error schema. */
export function hasErrors(errors: unknown): boolean {
  if (!errors || typeof errors !== 'object') return false;
  return Object.entries(errors as Record<string, unknown>).some(([k, v]) =>
    k === '__errors' ? Array.isArray(v) && v.length > 0 : hasErrors(v),
  );
}
