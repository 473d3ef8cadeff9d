import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

export interface Migration {
  version: number;
  name: string;
  file: string;
  sql: string;
}

const FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;
/** Arbitrary constant: every instance serializes its migration run on this advisory lock. */
const MIGRATION_LOCK = 7_302_114;

/**
 * Numbered SQL files from server/db/migrations and server/<area>/migrations.
 * Numbers are global: 0001-0099 belong to the platform, 0100+ to feature areas.
 */
export function findMigrations(serverDir: string): Migration[] {
  const dirs = [join(serverDir, 'db', 'migrations')];
  for (const area of readdirSync(serverDir, { withFileTypes: true })) {
    const dir = join(serverDir, area.name, 'migrations');
    if (area.isDirectory() && area.name !== 'db' && existsSync(dir)) dirs.push(dir);
  }
  const found: Migration[] = [];
  for (const dir of dirs) {
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith('.sql')) continue;
      const file = relative(process.cwd(), join(dir, name));
      const match = FILE.exec(name);
      if (!match) throw new Error(`${file}: a migration is named NNNN_words.sql (four digits, lower case)`);
      found.push({ version: Number(match[1]), name: match[2]!, file, sql: readFileSync(join(dir, name), 'utf8') });
    }
  }
  found.sort((a, b) => a.version - b.version);
  for (let i = 1; i < found.length; i++) {
    if (found[i]!.version === found[i - 1]!.version) {
      throw new Error(`${found[i]!.file} and ${found[i - 1]!.file} share migration number ${found[i]!.version}`);
    }
  }
  return found;
}

/**
 * Applies the migrations not yet recorded, in one transaction under an advisory lock,
 * so two instances starting together neither race nor apply a file twice.
 * Returns the versions applied now.
 */
export async function migrate(db: Kysely<Database>, migrations: Migration[]): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const done = new Set((await trx.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version));
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      try {
        await sql.raw(m.sql).execute(trx);
      } catch (err) {
        throw new Error(`migration ${m.file} failed: ${(err as Error).message}`, { cause: err });
      }
      await trx.insertInto('schema_migrations').values({ version: m.version, name: m.name }).execute();
      applied.push(m.version);
    }
    return applied;
  });
}
