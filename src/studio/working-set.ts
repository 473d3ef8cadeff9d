/**
 * The files the analyst opened or added in this visit: the text in the editor, the published text it
 * started from and that version's id (a publish's `base`, adapters/api/studio.ts). What differs from
 * the published text is a change: checked, and published together.
 */
import { programOf } from './programs';

export interface WorkingFile {
  text: string;
  /** the published text (null: a file not published yet) */
  published: string | null;
  /** the published version's id the text started from (null: none) */
  base: string | null;
}

export type WorkingSet = Readonly<Record<string, WorkingFile>>;

export interface Change {
  path: string;
  text: string;
  base: string | null;
}

/** The program's changed files, in path order. */
export function changesOf(set: WorkingSet, client: string): Change[] {
  return Object.entries(set)
    .filter(([path, file]) => programOf(path) === client && file.text !== file.published)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, file]) => ({ path, text: file.text, base: file.base }));
}

/** The fixture files of a page: those the program has, and those added here. */
export function pageFixtures(programPaths: readonly string[], set: WorkingSet, client: string, route: string): string[] {
  const prefix = `fixtures/${client}/${route}/`;
  return [...new Set([...programPaths, ...Object.keys(set)])].filter((p) => p.startsWith(prefix)).sort();
}

/** A fixture's file name: letters, digits, - and _ (adapters/api/studio.ts STUDIO_PATH_PATTERN). */
export const FIXTURE_NAME = /^[A-Za-z0-9_-]{1,120}$/;
