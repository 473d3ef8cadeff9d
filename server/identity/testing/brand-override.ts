import brands from '../../../schemas/config/brandsConfig.json';
import type { BrandIdentityFlags } from '../brand-flags';

type Clients = Record<string, Record<string, unknown>>;

/**
 * Runs `body` with some clients' brand flags changed, as a deployment's brandsConfig.json would set
 * them, then puts them back. The app reads the shipped file's object in this process.
 */
export async function brandsOverride(changes: Record<string, Partial<BrandIdentityFlags>>, body: () => Promise<void>): Promise<void> {
  const clients = brands.clients as Clients;
  const saved = Object.fromEntries(Object.keys(changes).map((c) => [c, { ...clients[c] }]));
  for (const [client, flags] of Object.entries(changes)) clients[client] = { ...clients[client], ...flags };
  try {
    await body();
  } finally {
    for (const [client, entry] of Object.entries(saved)) clients[client] = entry;
  }
}
