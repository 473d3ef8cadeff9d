import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pglitePool } from './pglite-pool';
import { namingPool } from './named-statements';
import type { Database } from './schema';

export type DbKind = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** postgres://… ; when unset the embedded PGlite is used */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` */
  dataDir: string;
  /** PostgreSQL server only: work inside this schema (created when missing), e.g. one per test file */
  schema?: string;
  poolSize?: number;
  /** PGlite only: start from this dumped data directory (`dumpDataDir`) instead of an empty one, e.g. tests' migrated copy */
  template?: Blob;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await openPglite(options.dataDir, options.template);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** The embedded database with the extensions the migrations use. */
export function openPglite(dataDir: string, template?: Blob): Promise<PGlite> {
  // pg_trgm: the work list's "contains" filters read a trigram index (server/proposals/migrations/0108)
  return PGlite.create(dataDir, { extensions: { pg_trgm }, ...(template ? { loadDataDir: template } : {}) });
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const { schema } = options;
  if (schema !== undefined) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // Two instances starting together can both pass "if not exists" and collide on the catalog's
      // unique index; a transaction-scoped advisory lock makes the check-and-create one at a time.
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock(hashtext($1))', [`create schema ${schema}`]);
      await client.query(`create schema if not exists ${schema}`);
      await client.query('commit');
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Drops a schema made by `openDatabase({schema})`; for tests cleaning up after themselves. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}
