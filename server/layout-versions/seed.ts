import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SHARED_CONFIG_FILES, sharedConfigPath } from '../../adapters/api/studio';
import { FILES_AUTHOR, studioPath, textHash, type StudioPath } from './paths';
import { lockProgram, writePublish } from './store';

interface SeedFile {
  file: StudioPath;
  text: string;
}

async function names(dir: string): Promise<string[]> {
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
}

async function dirs(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  // a folder starting with _ holds examples for the docs, not a program (as for rating plans)
  return (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory() && !d.name.startsWith('_')).map((d) => d.name).sort();
}

/**
 * The layout files of the repository named by their schemas/-relative path: journeys, rating plans
 * and pages under `programsDir`, fixtures under its sibling `fixtures` folder, and the shared
 * configuration's files in `configDir`. A file whose name the studio cannot carry is skipped and
 * reported; folders starting with _ (examples) are left out.
 */
export async function readLayoutFiles(programsDir: string, configDir: string): Promise<{ files: SeedFile[]; skipped: string[] }> {
  const fixturesDir = join(dirname(programsDir), 'fixtures');
  const files: SeedFile[] = [];
  const skipped: string[] = [];
  const add = async (path: string, onDisk: string) => {
    const file = studioPath(path);
    if (file) files.push({ file, text: await readFile(onDisk, 'utf8') });
    else skipped.push(onDisk);
  };
  for (const client of await dirs(programsDir)) {
    const dir = join(programsDir, client);
    const here = await names(dir);
    for (const journey of ['journey.json', 'quick-quote-journey.json', 'rating.json']) {
      if (here.includes(journey)) await add(`programs/${client}/${journey}`, join(dir, journey));
    }
    for (const name of await names(join(dir, 'pages'))) {
      if (name.endsWith('.json')) await add(`programs/${client}/pages/${name}`, join(dir, 'pages', name));
    }
  }
  for (const client of await dirs(fixturesDir)) {
    for (const page of await dirs(join(fixturesDir, client))) {
      for (const name of await names(join(fixturesDir, client, page))) {
        if (name.endsWith('.json')) await add(`fixtures/${client}/${page}/${name}`, join(fixturesDir, client, page, name));
      }
    }
  }
  const configs = await names(configDir);
  for (const name of SHARED_CONFIG_FILES) {
    if (configs.includes(`${name}.json`)) await add(sharedConfigPath(name), join(configDir, `${name}.json`));
  }
  return { files, skipped };
}

/** path → hash of the newest version that came from the repository's files */
async function newestFromFiles(db: Kysely<Database>, client?: string): Promise<Map<string, string>> {
  let query = db.selectFrom('layout_versions').select(['path', 'hash']).distinctOn('path').where('author', '=', FILES_AUTHOR);
  if (client) query = query.where('client', '=', client);
  const rows = await query.orderBy('path').orderBy('id', 'desc').execute();
  return new Map(rows.map((r) => [r.path, r.hash]));
}

/**
 * Seeds the versions from the repository's layout files (docs/server.md "Layout versions and the
 * studio API"): a file whose text differs from the newest version that came from files is
 * published by "schemas/ files", one audit entry per program. So a developer's edit wins after a
 * restart, and an analyst's publish stays as long as the file it replaced did not change.
 * Returns the paths published.
 */
export async function seedFromFiles(db: Kysely<Database>, programsDir: string, configDir: string): Promise<{ published: string[]; skipped: string[] }> {
  const { files, skipped } = await readLayoutFiles(programsDir, configDir);
  const known = await newestFromFiles(db);
  const changed = files.filter((f) => known.get(f.file.path) !== textHash(f.text));
  const byClient = new Map<string, SeedFile[]>();
  for (const f of changed) byClient.set(f.file.client, [...(byClient.get(f.file.client) ?? []), f]);
  const published: string[] = [];
  for (const [client, list] of byClient) {
    await db.transaction().execute(async (trx) => {
      await lockProgram(trx, client);
      // another instance starting at the same time may have seeded them meanwhile
      const now = await newestFromFiles(trx, client);
      const still = list.filter((f) => now.get(f.file.path) !== textHash(f.text));
      if (!still.length) return;
      await writePublish(trx, client, still, { action: 'files', author: FILES_AUTHOR, note: '' });
      published.push(...still.map((f) => f.file.path));
    });
  }
  return { published, skipped };
}
