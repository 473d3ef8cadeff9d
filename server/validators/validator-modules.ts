import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Encoding } from '../http/accept-encoding';
import { schemasByKey } from '../../adapters/validators/page-schemas';
import { validatorModuleCode } from '../../adapters/validators/standalone-code';
import type { LayoutStore } from '../config-service/layout-store';

/** A module's code as sent, in each encoding (compressed once, like the app's own files). */
export type EncodedModule = Readonly<Record<Encoding, Buffer>>;

export type ValidatorLookup = { found: EncodedModule } | { missing: 'client' | 'page' | 'key' };

function encoded(code: string): EncodedModule {
  const identity = Buffer.from(code);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * The validator modules of the layout pages (adapters/validators/standalone-code.ts), generated
 * once per page version and validator key and kept as sent (plain, brotli, gzip); the cache starts over on a reload.
 * layouts:check and the server's start refuse a page whose modules cannot be generated
 * (adapters/layout/standalone-check.ts), so every served page has its modules.
 */
export class ValidatorModules {
  /** only modules found: an unknown key costs a lookup, never a cache entry */
  private cache = new Map<string, EncodedModule>();
  private cacheVersion = -1;

  constructor(private readonly store: LayoutStore) {}

  get(client: string, page: string, key: string): ValidatorLookup {
    if (this.cacheVersion !== this.store.version) {
      this.cache.clear();
      this.cacheVersion = this.store.version;
    }
    if (!this.store.clients().includes(client)) return { missing: 'client' };
    const entry = this.store.page(client, page);
    if (!entry) return { missing: 'page' };
    const cacheKey = `${entry.hash}|${key}`;
    let found = this.cache.get(cacheKey);
    if (!found) {
      const schemas = schemasByKey(entry.page, client, entry.file).get(key);
      if (!schemas) return { missing: 'key' };
      found = encoded(validatorModuleCode(schemas));
      this.cache.set(cacheKey, found);
    }
    return { found };
  }
}
