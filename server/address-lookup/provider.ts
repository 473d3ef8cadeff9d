import type { AddressSuggestion } from '../../adapters/api';
import type { Locale } from '../../adapters/types';

/**
 * Where address suggestions come from (docs/server.md "Address lookup"): the embedded demo data set
 * by default; a real provider implements the same two calls.
 */
export interface AddressLookup {
  /** up to `limit` addresses matching the typed text, worded in `locale` where the provider can */
  suggest(text: string, limit: number, locale?: Locale): Promise<AddressSuggestion[]>;
  /** the address a suggestion named, or undefined when the id is unknown */
  byId(id: string, locale?: Locale): Promise<AddressSuggestion | undefined>;
}
