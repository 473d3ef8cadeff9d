/** Columns the status migration (0100) adds to platform tables, for Kysely. */
declare module '../db/schema' {
  interface ProposalTable {
    assigned_to: string | null;
  }
  interface ProposalStatusEventTable {
    note: string | null;
  }
}
export {};
