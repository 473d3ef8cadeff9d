import { brandsConfig } from '../shared-config/current';
import { financeTermsOf, type FinanceTerms } from '../../adapters/finance';
import type { Locale } from '../../adapters/types';

interface BrandFinance {
  financing?: Partial<FinanceTerms> | false;
  quoteUnavailableMessage?: Record<Locale, string>;
}
const shared = () => brandsConfig() as BrandFinance;
const own = (client: string): BrandFinance => {
  const clients = brandsConfig().clients as Record<string, BrandFinance>;
  return Object.hasOwn(clients, client) ? clients[client]! : {};
};

/** The program's finance terms (brandsConfig `financing`, its own over the shared); null: not offered. */
export function financeTermsFor(client: string): FinanceTerms | null {
  const entry = own(client);
  return financeTermsOf({ financing: entry.financing ?? shared().financing });
}

/** The brand's quote-unavailable words (docs/requirements.md §6.4: finance data missing). */
export function quoteUnavailableMessage(client: string): Record<Locale, string> | undefined {
  return own(client).quoteUnavailableMessage ?? shared().quoteUnavailableMessage;
}
