import { brandsConfig } from '../../shared-config/current';
import type { BrandIdentityFlags } from '../brand-flags';

type Clients = Record<string, Record<string, unknown>>;

/**
 * Runs `body` with some clients' brand flags changed, as a deployment's brandsConfig.json would set
 * them, then puts them back. It changes the brand configuration this process serves (server/shared-config).
 */
export async function brandsOverride(changes: Record<string, Partial<BrandIdentityFlags>>, body: () => Promise<void>): Promise<void> {
  const clients = brandsConfig().clients as Clients;
  const saved = Object.fromEntries(Object.keys(changes).map((c) => [c, { ...clients[c] }]));
  for (const [client, flags] of Object.entries(changes)) clients[client] = { ...clients[client], ...flags };
  try {
    await body();
  } finally {
    for (const [client, entry] of Object.entries(saved)) clients[client] = entry;
  }
}
