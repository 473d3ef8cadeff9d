/**
 * The programs the portal serves and the URL path each one lives under (docs/requirements.md §1.1, §1.2).
 * The agent program has no program path: its base URL is just the locale.
 */
export interface Program {
  /** client code, also the folder under schemas/programs */
  client: string;
  /** first URL segment, '' for the agent program */
  path: string;
  /** program_type request header */
  programType: string;
  /** its customers have the aviation dashboard (adapters/policies DASHBOARD_CLIENTS, docs/requirements.md §11.4) */
  dashboard?: true;
}

export const PROGRAMS: readonly Program[] = [
  { client: 'CANAGENT', path: '', programType: 'AGENT' },
  { client: 'CANACCT', path: 'accountants', programType: 'ACCOUNTANT' },
  { client: 'CANLAWYERS', path: 'lawyers', programType: 'LAWYER' },
  { client: 'CANGLDWNG', path: 'aircrafthull', programType: 'GOLD_WINGS', dashboard: true },
  { client: 'CANSILVWING', path: 'aircraftliability', programType: 'SILVER_WINGS', dashboard: true },
  { client: 'CANWINGS', path: 'wings', programType: 'WINGS' },
];

export const DEFAULT_PROGRAM: Program = PROGRAMS[0]!;

export function programByClient(client: string): Program | undefined {
  return PROGRAMS.find((p) => p.client === client);
}
