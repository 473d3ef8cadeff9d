/** Which files are layouts: programs/<CLIENT>/journey.json and programs/<CLIENT>/pages/<route>.json. */
export type LayoutFile = { kind: 'page'; program: string; route: string } | { kind: 'journey'; program: string };

const PAGE = /(?:^|\/)programs\/([^/]+)\/pages\/([^/]+)\.json$/;
const JOURNEY = /(?:^|\/)programs\/([^/]+)\/journey\.json$/;

export function classifyLayoutFile(path: string): LayoutFile | undefined {
  const normalised = path.replace(/\\/g, '/');
  const page = PAGE.exec(normalised);
  if (page) return { kind: 'page', program: page[1]!, route: page[2]! };
  const journey = JOURNEY.exec(normalised);
  return journey ? { kind: 'journey', program: journey[1]! } : undefined;
}
