/**
 * The coverage types of the aviation dashboard and the program (client code) each is
 * (docs/requirements.md §11.4). A module of its own: the pages that only ask "does this site have a
 * dashboard" import it without the dashboard's rules.
 */
export const COVERAGE_TYPES = { goldwings: 'CANGLDWNG', silverwings: 'CANSILVWING' } as const;
export type CoverageType = keyof typeof COVERAGE_TYPES;
export const COVERAGE_TYPE_NAMES = Object.keys(COVERAGE_TYPES) as CoverageType[];

export function coverageTypeOf(client: string): CoverageType | undefined {
  return COVERAGE_TYPE_NAMES.find((t) => COVERAGE_TYPES[t] === client);
}

/** The programs whose customers have a dashboard (the browser's programs say it too: adapters/base/programs.ts). */
export const DASHBOARD_CLIENTS: ReadonlySet<string> = new Set(Object.values(COVERAGE_TYPES));
