import type { UiOptionsOption } from '../../../adapters/widget-names';

/** Stored value of a typeahead (adapters/widget-names.ts); `extended` is the lookup's full record. */
export interface TypeaheadValue {
  key: string;
  value: string;
  extended?: Record<string, unknown>;
}

/** What `formContext.lookups[name]` provides: suggestions for the text typed so far. */
export type Lookup = (text: string) => Promise<TypeaheadValue[]>;

/** Case- and accent-insensitive, so "montreal" finds "Montréal". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The fallback lookup over the layout's own options, when the page provides no lookup. */
export function lookupInOptions(options: readonly UiOptionsOption[]): Lookup {
  return (text) => {
    const wanted = fold(text.trim());
    return Promise.resolve(options.filter((o) => fold(o.label).includes(wanted)).map((o) => ({ key: o.key, value: o.label })));
  };
}

export function readTypeaheadValue(formData: unknown): TypeaheadValue | undefined {
  if (!formData || typeof formData !== 'object') return undefined;
  const { key, value, extended } = formData as Record<string, unknown>;
  if (typeof key !== 'string' || typeof value !== 'string') return undefined;
  return extended && typeof extended === 'object' ? { key, value, extended: extended as Record<string, unknown> } : { key, value };
}
