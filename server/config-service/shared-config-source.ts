import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sharedConfigName } from '../../adapters/api/studio';
import { checkSharedConfig } from '../../adapters/layout';
import { publishedSharedConfig } from '../layout-versions/store';
import { textHash } from '../layout-versions/paths';
import { serveSharedConfig, type BrandsConfig, type ErrorCatalogue } from '../shared-config/current';

/** the hash of each file's text served now in this process: an unchanged file is not handed over again */
const served = new Map<string, string>();

/**
 * Hands the published shared configuration (config/brandsConfig.json, config/errors.json) to the
 * areas that read it (server/shared-config), at start and after every reload (docs/server.md
 * "Shared configuration"). A publish refuses a file with problems, so only a broken file seeded
 * from the repository can bring one: it is logged and what was served before stays.
 */
export async function servePublishedConfig(db: Kysely<Database>, programs: readonly string[], log: FastifyBaseLogger): Promise<void> {
  for (const file of await publishedSharedConfig(db)) {
    const name = sharedConfigName(file.path);
    const hash = textHash(file.text);
    if (!name || served.get(file.path) === hash) continue;
    const { problems } = checkSharedConfig(name, file.path, file.text, { programs });
    if (problems.length) {
      for (const p of problems) log.error({ file: p.file, path: p.path }, `configuration problem, the configuration served before stays: ${p.message}`);
      continue;
    }
    const value = JSON.parse(file.text) as unknown;
    if (name === 'brandsConfig') serveSharedConfig(name, value as BrandsConfig);
    else serveSharedConfig(name, value as ErrorCatalogue);
    served.set(file.path, hash);
  }
}
