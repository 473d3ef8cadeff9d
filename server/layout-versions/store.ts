import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { SHARED_CONFIG, type StudioVersion, type StudioVersionWithText } from '../../adapters/api/studio';
import type { LayoutVersionTable, PublishAction } from './db-types';
import type { StudioPath } from './paths';
import { layoutHashOf, textHash } from './paths';

type Db = Kysely<Database> | Transaction<Database>;

/** A layout file's text by its schemas/-relative path. */
export interface PathText {
  path: string;
  text: string;
}

const VERSION_COLUMNS = ['id', 'path', 'status', 'hash', 'author', 'note', 'created_at', 'published_at'] as const;

type VersionRow = Selectable<LayoutVersionTable>;

export function versionOf(row: Pick<VersionRow, (typeof VERSION_COLUMNS)[number]>): StudioVersion {
  return {
    id: String(row.id),
    path: row.path,
    status: row.status,
    hash: row.hash,
    author: row.author,
    note: row.note,
    created_at: new Date(row.created_at).toISOString(),
    published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
  };
}

export function versionWithTextOf(row: Pick<VersionRow, (typeof VERSION_COLUMNS)[number] | 'text'>): StudioVersionWithText {
  return { ...versionOf(row), text: row.text };
}

/** The published text of each shared configuration file. */
export async function publishedSharedConfig(db: Db): Promise<PathText[]> {
  return db.selectFrom('layout_versions').select(['path', 'text']).where('status', '=', 'published').where('kind', '=', 'config').orderBy('path').execute();
}

/** The published pages and journeys of every program (what the layout store serves; fixtures are for checks only, rating plans for the rating area, configuration for the config service). */
export async function publishedProgramFiles(db: Db): Promise<PathText[]> {
  return db.selectFrom('layout_versions').select(['path', 'text']).where('status', '=', 'published').where('kind', 'in', ['page', 'journey']).orderBy('path').execute();
}

/** The published rating plan of every program that has one, with the program's client code. */
export async function publishedRatingPlans(db: Db): Promise<(PathText & { client: string })[]> {
  return db.selectFrom('layout_versions').select(['client', 'path', 'text']).where('status', '=', 'published').where('kind', '=', 'rating').orderBy('path').execute();
}

/** The programs with published files (the shared configuration's pseudo-program left out). */
export async function programClients(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('layout_versions').select('client').distinct().where('status', '=', 'published').where('client', '<>', SHARED_CONFIG).orderBy('client').execute();
  return rows.map((r) => r.client);
}

/** Every published file of one program, fixtures included, with its version id. */
export async function publishedOfProgram(db: Db, client: string): Promise<(PathText & { id: string })[]> {
  const rows = await db.selectFrom('layout_versions').select(['id', 'path', 'text']).where('status', '=', 'published').where('client', '=', client).orderBy('path').execute();
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

/** The published version id of each path of the program (the snapshot a check ran on). */
export async function publishedIds(db: Db, client: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('layout_versions').select(['id', 'path']).where('status', '=', 'published').where('client', '=', client).execute();
  return new Map(rows.map((r) => [r.path, String(r.id)]));
}

export async function publishedVersions(db: Db): Promise<(StudioVersion & { client: string; kind: StudioPath['kind'] })[]> {
  const rows = await db.selectFrom('layout_versions').select([...VERSION_COLUMNS, 'client', 'kind']).where('status', '=', 'published').orderBy('path').execute();
  return rows.map((r) => ({ ...versionOf(r), client: r.client, kind: r.kind }));
}

/** The newest draft of each path that has one. */
export async function newestDrafts(db: Db): Promise<(StudioVersion & { client: string; kind: StudioPath['kind'] })[]> {
  const rows = await db
    .selectFrom('layout_versions')
    .select([...VERSION_COLUMNS, 'client', 'kind'])
    .distinctOn('path')
    .where('status', '=', 'draft')
    .orderBy('path')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ ...versionOf(r), client: r.client, kind: r.kind }));
}

export async function versionsOfPath(db: Db, path: string): Promise<StudioVersion[]> {
  const rows = await db.selectFrom('layout_versions').select(VERSION_COLUMNS).where('path', '=', path).orderBy('id', 'desc').execute();
  return rows.map(versionOf);
}

export async function versionWithText(db: Db, id: string): Promise<(StudioVersionWithText & { client: string; kind: StudioPath['kind'] }) | undefined> {
  const row = await db.selectFrom('layout_versions').select([...VERSION_COLUMNS, 'text', 'client', 'kind']).where('id', '=', id).executeTakeFirst();
  return row ? { ...versionWithTextOf(row), client: row.client, kind: row.kind } : undefined;
}

export async function fileVersions(db: Db, path: string): Promise<{ published?: StudioVersionWithText; draft?: StudioVersionWithText }> {
  const published = await db.selectFrom('layout_versions').select([...VERSION_COLUMNS, 'text']).where('path', '=', path).where('status', '=', 'published').executeTakeFirst();
  const draft = await db
    .selectFrom('layout_versions')
    .select([...VERSION_COLUMNS, 'text'])
    .where('path', '=', path)
    .where('status', '=', 'draft')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { published: published && versionWithTextOf(published), draft: draft && versionWithTextOf(draft) };
}

/** Keeps `text` as the path's draft: the newest draft is replaced, so a path has one draft at a time. */
export async function saveDraft(db: Kysely<Database>, file: StudioPath, text: string, author: string): Promise<StudioVersion> {
  return db.transaction().execute(async (trx) => {
    await lockProgram(trx, file.client);
    const values = { text, hash: textHash(text), layout_hash: layoutHashOf(file.kind, text), author, created_at: new Date() };
    const existing = await trx.selectFrom('layout_versions').select('id').where('path', '=', file.path).where('status', '=', 'draft').orderBy('id', 'desc').limit(1).executeTakeFirst();
    const row = existing
      ? await trx.updateTable('layout_versions').set(values).where('id', '=', existing.id).returning(VERSION_COLUMNS).executeTakeFirstOrThrow()
      : await trx
          .insertInto('layout_versions')
          .values({ ...values, client: file.client, kind: file.kind, path: file.path, status: 'draft' })
          .returning(VERSION_COLUMNS)
          .executeTakeFirstOrThrow();
    return versionOf(row);
  });
}

/** One publish, rollback or import (or seeding) at a time per program, on every instance: a transaction-scoped advisory lock. */
export async function lockProgram(trx: Transaction<Database>, client: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`layouts:${client}`}))`.execute(trx);
}

export interface PublishedFile {
  file: StudioPath;
  text: string;
}

/**
 * Inside the program's lock: archives the published version of each path, publishes the new
 * texts (a path's draft becomes the published version), and records one audit entry.
 */
export async function writePublish(
  trx: Transaction<Database>,
  client: string,
  files: PublishedFile[],
  entry: { action: PublishAction; author: string; note: string },
): Promise<{ publishId: string; published: StudioVersion[] }> {
  const now = new Date();
  const published: StudioVersion[] = [];
  const paths = files.map((f) => f.file.path);
  if (paths.length) {
    await trx.updateTable('layout_versions').set({ status: 'archived' }).where('path', 'in', paths).where('status', '=', 'published').execute();
    // the drafts of what is published now are done with: each path's newest becomes the published version
    // (a file changed in the repository publishes beside an analyst's draft and leaves it be)
    const drafts = entry.action === 'files' ? [] : await trx.selectFrom('layout_versions').select(['id', 'path']).distinctOn('path').where('path', 'in', paths).where('status', '=', 'draft').orderBy('path').orderBy('id', 'desc').execute();
    const draftOf = new Map(drafts.map((d) => [d.path, d.id]));
    for (const chunk of chunks(files, 200)) {
      const fresh = chunk.filter((f) => !draftOf.has(f.file.path));
      if (fresh.length) {
        const rows = await trx
          .insertInto('layout_versions')
          .values(fresh.map((f) => ({
            client: f.file.client, kind: f.file.kind, path: f.file.path, text: f.text, hash: textHash(f.text), layout_hash: layoutHashOf(f.file.kind, f.text),
            status: 'published' as const, author: entry.author, note: entry.note, created_at: now, published_at: now,
          })))
          .returning(VERSION_COLUMNS)
          .execute();
        published.push(...rows.map(versionOf));
      }
      for (const f of chunk.filter((c) => draftOf.has(c.file.path))) {
        const row = await trx
          .updateTable('layout_versions')
          .set({ text: f.text, hash: textHash(f.text), layout_hash: layoutHashOf(f.file.kind, f.text), status: 'published', author: entry.author, note: entry.note, created_at: now, published_at: now })
          .where('id', '=', draftOf.get(f.file.path)!)
          .returning(VERSION_COLUMNS)
          .executeTakeFirstOrThrow();
        published.push(versionOf(row));
      }
    }
  }
  published.sort((a, b) => a.path.localeCompare(b.path));
  const audit = await trx
    .insertInto('layout_publishes')
    .values({ client, action: entry.action, author: entry.author, note: entry.note, versions: JSON.stringify(published.map((v) => ({ id: v.id, path: v.path }))) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { publishId: String(audit.id), published };
}

/** The text of a page version (published now or before) whose layout hash is `layoutHash`: the wording answers were given on. */
export async function pageTextByLayoutHash(db: Db, path: string, layoutHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('layout_versions')
    .select('text')
    .where('path', '=', path)
    .where('layout_hash', '=', layoutHash)
    .where('status', '<>', 'draft')
    .limit(1)
    .executeTakeFirst();
  return row?.text;
}

export async function auditOf(db: Db, client: string) {
  const rows = await db.selectFrom('layout_publishes').selectAll().where('client', '=', client).orderBy('id', 'desc').limit(500).execute();
  return rows.map((r) => ({
    id: String(r.id),
    action: r.action,
    author: r.author,
    at: new Date(r.at).toISOString(),
    note: r.note,
    paths: r.versions.map((v) => v.path),
  }));
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
