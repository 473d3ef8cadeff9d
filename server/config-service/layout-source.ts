import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { publishedProgramFiles } from '../layout-versions/store';
import { checkLayouts, type LayoutSource } from '../../adapters/layout';
import { layoutHash } from '../../adapters/compile';
import type { LoadedLayouts } from './layout-types';
import { QUICK_QUOTE_JOURNEY } from '../../adapters/journey';

/** programs/<CLIENT>/journey.json, quick-quote-journey.json and programs/<CLIENT>/pages/*.json under `programsDir`. */
async function layoutFiles(programsDir: string): Promise<LayoutSource[]> {
  const files: LayoutSource[] = [];
  for (const program of await readdir(programsDir, { withFileTypes: true })) {
    if (!program.isDirectory()) continue;
    const dir = join(programsDir, program.name);
    const names = await readdir(dir);
    for (const journey of ['journey.json', `${QUICK_QUOTE_JOURNEY}.json`]) {
      if (names.includes(journey)) files.push({ path: join(dir, journey), text: await readFile(join(dir, journey), 'utf8') });
    }
    if (!names.includes('pages')) continue;
    for (const name of (await readdir(join(dir, 'pages'))).sort()) {
      if (name.endsWith('.json')) files.push({ path: join(dir, 'pages', name), text: await readFile(join(dir, 'pages', name), 'utf8') });
    }
  }
  return files;
}

/** Reads and checks every layout with the same checker as `npm run layouts:check`. */
export async function readProgramLayouts(programsDir: string): Promise<LoadedLayouts> {
  return loadLayouts(await layoutFiles(programsDir));
}

/**
 * The published version of every page and journey (server/layout-versions), checked as the files
 * are; each is named by its path under `schemasDir`, where its file would be.
 */
export async function readPublishedLayouts(db: Kysely<Database>, schemasDir: string): Promise<LoadedLayouts> {
  const published = await publishedProgramFiles(db);
  return loadLayouts(published.map((f) => ({ path: join(schemasDir, f.path), text: f.text })));
}

function loadLayouts(sources: LayoutSource[]): LoadedLayouts {
  const checked = checkLayouts(sources);
  return {
    pages: checked.pages.map((p) => ({ client: p.program, file: p.file, page: p.page, hash: layoutHash(p.page) })),
    journeys: checked.journeys.map((j) => ({ client: j.program, file: j.file, journey: j.journey, quickQuote: j.quickQuote })),
    problems: checked.problems,
  };
}
