import { brandsConfig } from '../shared-config/current';

interface BrandEntry {
  offlinePayment?: object | false;
}


/**
 * Whether applicants of `client` may pay by cheque (docs/requirements.md §6.4): brandsConfig.json
 * `offlinePayment` holds the cheque instructions; a program that sets it to false offers the card only.
 */
export function offersCheque(client: string): boolean {
  const brands = brandsConfig();
  const clients = brands.clients as Record<string, BrandEntry>;
  const own = Object.hasOwn(clients, client) ? clients[client]!.offlinePayment : undefined;
  return Boolean(own ?? (brands as BrandEntry).offlinePayment);
}
