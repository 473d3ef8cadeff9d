import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  isFileOfProgram,
  type StudioCheckReply, type StudioExport, type StudioFileReply, type StudioProblem, type StudioProgramsReply, type StudioPublishReply, type StudioRefusal,
  type StudioVersion,
} from '../../adapters/api/studio';
import { domainError } from '../errors/domain-error';
import { checkProgram } from './check';
import type { PublishAction } from './db-types';
import { studioPath, type StudioPath } from './paths';
import {
  fileVersions, lockProgram, newestDrafts, programClients, publishedIds, publishedOfProgram, publishedVersions, saveDraft, versionsOfPath, versionWithText,
  writePublish, type PathText,
} from './store';

export interface StudioDeps {
  db: Kysely<Database>;
  /** serves the published layouts and rating plans on every instance */
  reload(): Promise<unknown>;
}

/** A publish that found the program changed under its check starts over, this many times at most. */
const ATTEMPTS = 3;

/** The paths of `changes`, each a file of `client`, each once. */
function changedFiles(client: string, changes: PathText[]): StudioPath[] {
  const seen = new Set<string>();
  return changes.map((c) => {
    const file = studioPath(c.path);
    if (!file || !isFileOfProgram(c.path, client)) throw domainError('studioOtherProgram', { values: { path: c.path, client } });
    if (seen.has(c.path)) throw domainError('studioDuplicatePath', { values: { path: c.path } });
    seen.add(c.path);
    return file;
  });
}

async function programFiles(db: Kysely<Database>, client: string) {
  const published = await publishedOfProgram(db, client);
  if (!published.length) throw domainError('studioUnknownProgram', { values: { client } });
  return published;
}

function refuse(problems: StudioProblem[], warnings: StudioProblem[]): never {
  const first = problems[0]!;
  const extra: StudioRefusal = { problems, warnings };
  throw domainError('studioProblems', {
    values: { count: problems.length, first: `${first.file}: ${first.path}: ${first.message}` },
    messageList: problems.map((p) => ({ field: p.file, label: `${p.file} ${p.path}`, message: p.message })),
    extra,
  });
}

function staleError(path: string) {
  const extra: StudioRefusal = { path };
  return domainError('studioStale', { values: { path }, extra });
}

/** POST studio/check: the program's published files with the changes, checked as a publish would be. */
export async function checkChanges(deps: StudioDeps, client: string, changes: PathText[]): Promise<StudioCheckReply> {
  changedFiles(client, changes);
  const { problems, warnings, fixtures } = checkProgram(await programFiles(deps.db, client), changes, await programClients(deps.db));
  return { problems, warnings, fixtures };
}

/**
 * Publishes `changes` together after the full check (docs/server.md "Layout versions and the studio
 * API"). The check runs outside the transaction (it may take a second, and PGlite is one
 * connection); under the program's lock the published versions must still be those the check saw:
 * a `base` that moved is a 409, another file that moved starts the check over.
 */
async function publish(
  deps: StudioDeps,
  client: string,
  changes: PathText[],
  /** per changed path, the published version id the change was made on; 'current' for an import, judged on what is published when it runs */
  base: Record<string, string | null> | 'current',
  entry: { action: PublishAction; author: string; note: string },
): Promise<StudioPublishReply> {
  const files = changedFiles(client, changes);
  for (let attempt = 1; ; attempt++) {
    const snapshot = await programFiles(deps.db, client);
    const seen = new Map(snapshot.map((f) => [f.path, f.id]));
    const bases = base === 'current' ? Object.fromEntries(changes.map((c) => [c.path, seen.get(c.path) ?? null])) : base;
    const stale = (current: Map<string, string>) => changes.find((c) => (current.get(c.path) ?? null) !== bases[c.path]);
    const early = stale(seen);
    if (early) throw staleError(early.path);
    const checked = checkProgram(snapshot, changes, await programClients(deps.db));
    if (checked.problems.length) refuse(checked.problems, checked.warnings);
    const done = await deps.db.transaction().execute(async (trx) => {
      await lockProgram(trx, client);
      const now = await publishedIds(trx, client);
      const moved = base === 'current' ? undefined : stale(now);
      if (moved) throw staleError(moved.path);
      const unchanged = now.size === seen.size && [...now].every(([path, id]) => seen.get(path) === id);
      if (!unchanged && attempt < ATTEMPTS) return undefined;
      // other files of the program kept moving under every check: let the analyst try again
      if (!unchanged) throw staleError(changes[0]?.path ?? client);
      return writePublish(trx, client, files.map((file, i) => ({ file, text: changes[i]!.text })), entry);
    });
    if (!done) continue;
    await deps.reload();
    return { publish_id: done.publishId, published: done.published };
  }
}

export function publishChanges(
  deps: StudioDeps,
  author: string,
  body: { client: string; changes: PathText[]; base: Record<string, string | null | undefined>; note: string },
): Promise<StudioPublishReply> {
  for (const c of body.changes) {
    if (body.base[c.path] === undefined) throw domainError('studioBaseMissing', { values: { path: c.path } });
  }
  const base = body.base as Record<string, string | null>;
  return publish(deps, body.client, body.changes, base, { action: 'publish', author, note: body.note });
}

/** POST studio/rollback: an earlier published version of one file published again, after the same check. */
export async function rollback(deps: StudioDeps, author: string, body: { version_id: string; base: string | null; note: string }): Promise<StudioPublishReply> {
  const version = await versionWithText(deps.db, body.version_id);
  if (!version) throw domainError('studioVersionNotFound', { values: { id: body.version_id } });
  if (version.status === 'draft') throw domainError('studioNotPublished', { values: { id: version.id, path: version.path } });
  if (version.status === 'published') throw domainError('studioAlreadyPublished', { values: { id: version.id, path: version.path } });
  return publish(deps, version.client, [{ path: version.path, text: version.text }], { [version.path]: body.base }, {
    action: 'rollback', author, note: body.note,
  });
}

/** POST studio/import: the files that differ from the published ones, published together after the check. */
export async function importExport(deps: StudioDeps, author: string, body: StudioExport & { note: string }): Promise<StudioPublishReply> {
  changedFiles(body.client, body.files);
  const published = new Map((await programFiles(deps.db, body.client)).map((f) => [f.path, f.text]));
  const changes = body.files.filter((f) => published.get(f.path) !== f.text);
  return publish(deps, body.client, changes, 'current', {
    action: 'import', author, note: body.note,
  });
}

export async function exportProgram(db: Kysely<Database>, client: string): Promise<StudioExport> {
  const files = await programFiles(db, client);
  return { client, files: files.map(({ path, text }) => ({ path, text })) };
}

/** A draft of a file of a program the studio holds (a new program comes from the repository's files, not from a draft). */
export async function draft(db: Kysely<Database>, author: string, path: string, text: string): Promise<StudioVersion> {
  const file = studioPath(path)!;
  if (!(await publishedIds(db, file.client)).size) throw domainError('studioUnknownProgram', { values: { client: file.client } });
  return saveDraft(db, file, text, author);
}

export async function programs(db: Kysely<Database>): Promise<StudioProgramsReply> {
  const published = await publishedVersions(db);
  const drafts = await newestDrafts(db);
  type Row = StudioProgramsReply['programs'][number]['files'][number];
  const byClient = new Map<string, Map<string, Row>>();
  const row = (v: { client: string; path: string; kind: Row['kind'] }) => {
    if (!byClient.has(v.client)) byClient.set(v.client, new Map());
    const files = byClient.get(v.client)!;
    if (!files.has(v.path)) files.set(v.path, { path: v.path, kind: v.kind, published: null, draft: null });
    return files.get(v.path)!;
  };
  for (const { client: _c, kind: _k, ...v } of published) row({ client: _c, path: v.path, kind: _k }).published = v;
  for (const { client: _c, kind: _k, ...v } of drafts) row({ client: _c, path: v.path, kind: _k }).draft = v;
  return {
    programs: [...byClient].sort(([a], [b]) => a.localeCompare(b)).map(([client, files]) => ({
      client,
      files: [...files.values()].sort((a, b) => a.path.localeCompare(b.path)),
    })),
  };
}

export async function file(db: Kysely<Database>, path: string): Promise<StudioFileReply> {
  const versions = await versionsOfPath(db, path);
  if (!versions.length) throw domainError('studioFileNotFound', { values: { path } });
  const { published, draft: newest } = await fileVersions(db, path);
  return { path, published: published ?? null, draft: newest ?? null, versions };
}

export async function version(db: Kysely<Database>, id: string) {
  const found = await versionWithText(db, id);
  if (!found) throw domainError('studioVersionNotFound', { values: { id } });
  const { client: _client, kind: _kind, ...v } = found;
  return v;
}
