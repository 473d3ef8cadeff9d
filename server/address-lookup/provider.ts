import type { AddressSuggestion } from '../../adapters/api';

/**
 * Where address suggestions come from (docs/server.md "Address lookup"): the embedded demo data set
 * by default; a real provider implements the same two calls.
 */
export interface AddressLookup {
  /** up to `limit` addresses matching the typed text */
  suggest(text: string, limit: number): Promise<AddressSuggestion[]>;
  /** the address a suggestion named, or undefined when the id is unknown */
  byId(id: string): Promise<AddressSuggestion | undefined>;
}
