import type { Locale } from '../types';
import { PROGRAMS, type Program } from './programs';
import { localeFromSegment, urlLocale } from './locale';

/** What the base URL of a page says: which program, which language, and what follows it. */
export interface BaseUrl {
  program: Program;
  locale: Locale;
  /** `/accountants/en-ca` or `/en-ca` */
  path: string;
  /** the path segments after the base, e.g. ['general-information'] */
  rest: string[];
}

/** A segment as written when its escapes are malformed (`%%%`): the page it names is then simply not found. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Reads program and locale from a pathname: `[/{program path}]/{locale}/...` (docs/requirements.md §1.2).
 * Returns undefined when the path does not start with a known base.
 */
export function parseBaseUrl(pathname: string): BaseUrl | undefined {
  const segments = pathname.split('/').filter((s) => s !== '').map(decodeSegment);
  const [first, second, ...after] = segments;
  const agentLocale = localeFromSegment(first);
  if (agentLocale) {
    const program = PROGRAMS.find((p) => p.path === '')!;
    return build(program, agentLocale, second === undefined ? after : [second, ...after]);
  }
  const program = PROGRAMS.find((p) => p.path !== '' && p.path === first?.toLowerCase());
  const locale = localeFromSegment(second);
  if (!program || !locale) return undefined;
  return build(program, locale, after);
}

export function basePath(program: Program, locale: Locale): string {
  return `${program.path ? `/${program.path}` : ''}/${urlLocale(locale)}`;
}

function build(program: Program, locale: Locale, rest: string[]): BaseUrl {
  return { program, locale, path: basePath(program, locale), rest };
}

/** The language a page at `pathname` shows: its base's, else English (the 404 page outside every base). */
export function pageLocale(pathname: string): Locale {
  return parseBaseUrl(pathname)?.locale ?? 'en-CA';
}
