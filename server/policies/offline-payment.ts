import brands from '../../schemas/config/brandsConfig.json';

interface BrandEntry {
  offlinePayment?: object | false;
}

const clients = brands.clients as Record<string, BrandEntry>;

/**
 * Whether applicants of `client` may pay by cheque (docs/requirements.md §6.4): brandsConfig.json
 * `offlinePayment` holds the cheque instructions; a program that sets it to false offers the card only.
 */
export function offersCheque(client: string): boolean {
  const own = Object.hasOwn(clients, client) ? clients[client]!.offlinePayment : undefined;
  return Boolean(own ?? (brands as BrandEntry).offlinePayment);
}
