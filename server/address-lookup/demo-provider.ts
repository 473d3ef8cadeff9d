import data from './demo-addresses.json';
import type { AddressSuggestion } from '../../adapters/api';
import type { AddressLookup } from './provider';

/** Case-, accent- and punctuation-insensitive, so "st johns" finds "St. John's" and "montreal" "Montréal". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();
}

/**
 * The embedded lookup over invented Canadian addresses (demo-addresses.json): every word typed must
 * start a word of the address (its postal code counts with or without its space).
 */
export function demoAddressLookup(addresses: readonly AddressSuggestion[] = data.addresses): AddressLookup {
  const indexed = addresses.map((a) => {
    const words = fold(a.addressText).split(' ');
    return { a, words: [...words, fold(a.postalCode).replace(' ', '')] };
  });
  const byId = new Map(addresses.map((a) => [a.addressId, a]));
  return {
    suggest: (text, limit) => {
      const wanted = fold(text).split(' ').filter(Boolean);
      if (wanted.length === 0) return Promise.resolve([]);
      const found = indexed.filter(({ words }) => wanted.every((w) => words.some((word) => word.startsWith(w))));
      return Promise.resolve(found.slice(0, limit).map(({ a }) => a));
    },
    byId: (id) => Promise.resolve(byId.get(id)),
  };
}
