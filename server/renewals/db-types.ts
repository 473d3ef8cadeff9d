/** Columns the renewals area's migrations add to platform tables, for Kysely. */
declare module '../db/schema' {
  interface ProposalTable {
    /** 0190: the policy this renewal application renews */
    renews_policy_id: string | null;
  }
}
export {};
