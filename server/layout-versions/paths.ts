import { createHash } from 'node:crypto';
import { ratingPlanProgram, SHARED_CONFIG, sharedConfigName, STUDIO_PATH_PATTERN, type StudioFileKind } from '../../adapters/api/studio';
import { classifyLayoutFile } from '../../adapters/layout';
import { layoutHash } from '../../adapters/compile';
import type { LayoutPage } from '../../adapters/types';

/** The author of a version read from the repository's files at start (docs/server.md "Layout versions and the studio API"). */
export const FILES_AUTHOR = 'schemas/ files';

const STUDIO_PATH = new RegExp(STUDIO_PATH_PATTERN);

/** A layout file named by its path in the schemas/ folder layout. */
export interface StudioPath {
  path: string;
  client: string;
  kind: StudioFileKind;
}

/** `programs/CANACCT/pages/x.json` (or `programs/CANACCT/rating.json`, `config/errors.json`) → its program and kind; undefined for any other path. */
export function studioPath(path: string): StudioPath | undefined {
  if (!STUDIO_PATH.test(path)) return undefined;
  if (sharedConfigName(path)) return { path, client: SHARED_CONFIG, kind: 'config' };
  const rating = ratingPlanProgram(path);
  if (rating) return { path, client: rating, kind: 'rating' };
  const file = classifyLayoutFile(path);
  return file ? { path, client: file.program, kind: file.kind } : undefined;
}

export function textHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A page's layout hash (what saved steps keep as content_hash); null for other files and text that does not parse. */
export function layoutHashOf(kind: StudioFileKind, text: string): string | null {
  if (kind !== 'page') return null;
  try {
    return layoutHash(JSON.parse(text) as LayoutPage);
  } catch {
    return null;
  }
}
