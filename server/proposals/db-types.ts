import type { ColumnType } from 'kysely';

/** Columns the proposals area's migrations add to platform tables, for Kysely. */
declare module '../db/schema' {
  interface ProposalTable {
    /** 0100: who holds a referred proposal (ASSIGN_TO) */
    assigned_to: string | null;
    /** 0106: derived by the database from the saved steps, never written */
    business_province: ColumnType<string | null, never, never>;
    firm_name: ColumnType<string | null, never, never>;
    /** 0109: no longer the customer's live proposal, since a renewal of its policy took over (docs/requirements.md §2.11) */
    renewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  }
  interface ProposalStatusEventTable {
    note: string | null;
  }
}
export {};
