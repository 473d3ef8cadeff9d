import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import { openPglite } from '../db/connect';
import { findMigrations, migrate } from '../db/migrations';
import { pglitePool } from '../db/pglite-pool';
import type { Database } from '../db/schema';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
// the package does not export its package.json
const PGLITE_PACKAGE = join(SERVER_DIR, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json');

/**
 * An embedded database with every migration applied, dumped once and kept in the temporary folder
 * under a name made of the migrations' text and PGlite's version: each test file starts from a copy
 * instead of creating and migrating its own (a few seconds each). A changed migration makes a new
 * name, so a stale copy is never used. Tests only (server/testing/test-app.ts).
 */
export async function migratedTemplate(): Promise<Blob> {
  const migrations = findMigrations(SERVER_DIR);
  const pgliteVersion = (JSON.parse(readFileSync(PGLITE_PACKAGE, 'utf8')) as { version: string }).version;
  const key = createHash('sha256')
    .update(pgliteVersion)
    .update(JSON.stringify(migrations.map((m) => [m.version, m.name, m.sql])))
    .digest('hex')
    .slice(0, 16);
  const path = join(tmpdir(), `portal-test-db-${key}.tar.gz`);
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  const pglite = await openPglite('memory://');
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  try {
    await migrate(db, migrations);
    const dump = await pglite.dumpDataDir('gzip');
    // written whole under another name first: a test file starting meanwhile never reads half a file
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
    return dump;
  } finally {
    await db.destroy();
  }
}
