/**
 * Which files are layouts: programs/<CLIENT>/journey.json (and quick-quote-journey.json), programs/<CLIENT>/pages/<route>.json,
 * and their fixtures: fixtures/<CLIENT>/<route>/<name>.json.
 */
export type LayoutFile =
  | { kind: 'page'; program: string; route: string }
  | { kind: 'journey'; program: string; quickQuote: boolean }
  | { kind: 'fixture'; program: string; route: string };

const PAGE = /(?:^|\/)programs\/([^/]+)\/pages\/([^/]+)\.json$/;
const JOURNEY = /(?:^|\/)programs\/([^/]+)\/(quick-quote-)?journey\.json$/;
const FIXTURE = /(?:^|\/)fixtures\/([^/]+)\/([^/]+)\/[^/]+\.json$/;

export function classifyLayoutFile(path: string): LayoutFile | undefined {
  const normalised = path.replace(/\\/g, '/');
  const page = PAGE.exec(normalised);
  if (page) return { kind: 'page', program: page[1]!, route: page[2]! };
  const journey = JOURNEY.exec(normalised);
  if (journey) return { kind: 'journey', program: journey[1]!, quickQuote: journey[2] !== undefined };
  const fixture = FIXTURE.exec(normalised);
  return fixture ? { kind: 'fixture', program: fixture[1]!, route: fixture[2]! } : undefined;
}
