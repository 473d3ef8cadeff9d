import type { AddressSuggestion } from '../../adapters/api';
import type { Locale } from '../../adapters/types';
import type { AddressLookup } from './provider';

/** Canada Post AddressComplete (docs/server.md "Address lookup"): configured by key. */
export interface AddressCompleteConfig {
  key: string;
  /** base of the service, ending before `/Interactive` (a test points it at a local stand-in) */
  url: string;
  /** the reply's language when the caller names none */
  locale?: Locale;
  /** a call slower than this fails (the lookup answers 502) */
  timeoutMs?: number;
}

/** An item of Find (Interactive/Find v2.10): an address (`Next: Retrieve`) or a group of them (`Next: Find`). */
interface FindItem {
  Id: string;
  Text: string;
  Description: string;
  Next: 'Find' | 'Retrieve';
}

/** An item of Retrieve (Interactive/Retrieve v2.11), one per language. */
interface RetrieveItem {
  Id: string;
  Language: string;
  SubBuilding: string;
  Line1: string;
  Line2: string;
  City: string;
  ProvinceCode: string;
  PostalCode: string;
}

/** The service answers errors with 200 and one item naming them. */
interface ErrorItem {
  Error: string;
  Description: string;
}

export class AddressCompleteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressCompleteError';
  }
}

/** "Ottawa, ON, K1A 0B1" (an address) or "Ottawa, ON, K1A 0B1 - 12 Addresses" (a building of them). */
const DESCRIPTION = /^(.*), ([A-Z]{2}), ([A-Z]\d[A-Z] ?\d[A-Z]\d)(?: - (\d+) \w+)?$/;

/** A Find item as our suggestion; undefined when its description is not an address's. */
export function suggestionOf(item: FindItem): AddressSuggestion | undefined {
  const match = DESCRIPTION.exec(item.Description);
  if (!match) return undefined;
  const [, locality, area, postal, count] = match as unknown as [string, string, string, string, string | undefined];
  return {
    addressId: item.Id,
    street: item.Text,
    secondary: '',
    locality,
    administrativeArea: area,
    postalCode: postal,
    entries: count ? Number(count) : 0,
    addressText: `${item.Text}, ${locality}, ${area} ${postal}`,
  };
}

/**
 * AddressComplete's Find and Retrieve: a suggestion is built from Find alone (its description holds
 * city, province and postal code), so typing costs one call; a building of several addresses is
 * opened (a second Find with its id) only when nothing else was found.
 */
export function addressComplete(config: AddressCompleteConfig, fetchFn: typeof fetch = fetch): AddressLookup {
  const languageOf = (locale = config.locale) => (locale === 'fr-CA' ? 'FR' : 'EN');
  async function call<T>(path: string, params: Record<string, string>): Promise<T[]> {
    const query = new URLSearchParams({ Key: config.key, ...params });
    let response: Response;
    try {
      response = await fetchFn(`${config.url}/Interactive/${path}/json3.ws?${query.toString()}`, { signal: AbortSignal.timeout(config.timeoutMs ?? 3000) });
    } catch (e) {
      throw new AddressCompleteError(`AddressComplete ${path} unreachable: ${(e as Error).message}`);
    }
    if (!response.ok) throw new AddressCompleteError(`AddressComplete ${path} answered ${response.status}`);
    const body = (await response.json().catch(() => undefined)) as { Items?: (T | ErrorItem)[] } | undefined;
    if (!body || !Array.isArray(body.Items)) throw new AddressCompleteError(`AddressComplete ${path} answered no Items`);
    const failed = body.Items.find((item): item is ErrorItem => typeof (item as ErrorItem).Error === 'string');
    // the key is never part of the message: logs must not hold it
    if (failed) throw new AddressCompleteError(`AddressComplete ${path} error ${failed.Error}: ${failed.Description}`);
    return body.Items as T[];
  }
  const find = (text: string, limit: number, language: string, lastId = '') =>
    call<FindItem>('Find/v2.10', { SearchTerm: text, LastId: lastId, Country: 'CAN', LanguagePreference: language, MaxSuggestions: String(limit) });

  return {
    async suggest(text, limit, locale) {
      const language = languageOf(locale);
      let items = await find(text, limit, language);
      const addresses = items.filter((i) => i.Next === 'Retrieve');
      const group = items.find((i) => i.Next === 'Find');
      if (addresses.length === 0 && group) items = (await find(text, limit, language, group.Id)).filter((i) => i.Next === 'Retrieve');
      else items = addresses;
      return items.flatMap((i) => suggestionOf(i) ?? []).slice(0, limit);
    },
    async byId(id, locale) {
      const items = await call<RetrieveItem>('Retrieve/v2.11', { Id: id });
      const item = items.find((i) => i.Language === (languageOf(locale) === 'FR' ? 'FRE' : 'ENG')) ?? items[0];
      if (!item) return undefined;
      // "4-123 Main St": the unit is the secondary line, the street without it
      const unit = item.SubBuilding ? `${item.SubBuilding}-` : undefined;
      const street = unit && item.Line1.startsWith(unit) ? item.Line1.slice(unit.length) : item.Line1;
      return {
        addressId: id,
        street,
        secondary: item.SubBuilding || item.Line2,
        locality: item.City,
        administrativeArea: item.ProvinceCode,
        postalCode: item.PostalCode,
        entries: 0,
        addressText: `${item.Line1}, ${item.City}, ${item.ProvinceCode} ${item.PostalCode}`,
      };
    },
  };
}
