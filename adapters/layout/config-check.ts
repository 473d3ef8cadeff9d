/**
 * The check of a shared configuration file (config/brandsConfig.json, config/errors.json) before
 * it is published (docs/requirements.md §13): its schema, then what the schema cannot say.
 */
import type { SharedConfigName } from '../api/studio';
import type { LayoutProblem } from '../types';
import { findJsonSyntaxError } from './json-syntax';
import { checkSchema } from './schema-check';

interface CatalogueRecordKey {
  page: string;
  status: number;
  errorCode: number;
}

type Brands = { clients: Record<string, unknown> };

/** The programs a brands text has entries for ([] when it does not parse). */
function entriesOf(text: string | undefined): string[] {
  try {
    return text === undefined ? [] : Object.keys((JSON.parse(text) as Brands).clients ?? {});
  } catch {
    return [];
  }
}

/**
 * A program the portal serves takes its name and its settings from its entry, and registration
 * refuses a program without one: removing a served program's entry is a problem, a served program
 * that never had one a warning.
 */
function brandsProblems(file: string, config: Brands, context: ConfigContext): ConfigCheck {
  const before = new Set(entriesOf(context.before));
  const missing = context.programs.filter((client) => !Object.hasOwn(config.clients, client));
  const problem = (client: string) => ({ file, path: '$.clients', message: `the entry of the program ${client} is gone: its name and settings come from there, and its registration would be refused` });
  const warning = (client: string) => ({ file, path: '$.clients', message: `the program ${client} has no entry: it has no brand name and its registration is refused` });
  return { problems: missing.filter((c) => before.has(c)).map(problem), warnings: missing.filter((c) => !before.has(c)).map(warning) };
}

/** The look-up takes the first record of a page, status and code, and falls back to generalError's. */
function catalogueProblems(file: string, catalogue: { records: CatalogueRecordKey[] }): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const first = new Map<string, number>();
  catalogue.records.forEach((r, i) => {
    const key = `${r.page}|${r.status}|${r.errorCode}`;
    const before = first.get(key);
    if (before === undefined) first.set(key, i);
    else problems.push({ file, path: `$.records[${i}]`, message: `the same page, status and errorCode as records[${before}]: this record would never be shown` });
  });
  if (!catalogue.records.some((r) => r.page === 'generalError')) {
    problems.push({ file, path: '$.records', message: 'needs at least one generalError record: every failure no other record names falls back to it' });
  }
  return problems;
}

export interface ConfigContext {
  /** the programs the portal serves */
  programs: readonly string[];
  /** the file's text published now, if any */
  before?: string;
}

export interface ConfigCheck {
  problems: LayoutProblem[];
  warnings: LayoutProblem[];
}

/** The problems (a publish is refused) and warnings of `text` as the configuration file `name`. */
export function checkSharedConfig(name: SharedConfigName, file: string, text: string, context: ConfigContext): ConfigCheck {
  const syntax = findJsonSyntaxError(text);
  if (syntax) return { problems: [{ file, path: '$', message: `invalid JSON at line ${syntax.line}, column ${syntax.column}: ${syntax.message}` }], warnings: [] };
  const value = JSON.parse(text) as unknown;
  const problems = checkSchema(name, file, value);
  if (problems.length) return { problems, warnings: [] };
  return name === 'brandsConfig'
    ? brandsProblems(file, value as Brands, context)
    : { problems: catalogueProblems(file, value as { records: CatalogueRecordKey[] }), warnings: [] };
}
