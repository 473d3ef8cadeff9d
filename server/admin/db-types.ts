import type { ColumnType, Generated } from 'kysely';

/** One row of the deactivation log (migration 0180). */
export interface RoleDeactivationTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | string | undefined, never>;
  actor_id: string;
  actor_login: string;
  actor_name: string;
  user_id: string;
  user_login: string;
  customer_number: string | null;
  role_code: string;
  client_code: string;
  identity_removed: boolean;
}

declare module '../db/schema' {
  interface Database {
    role_deactivations: RoleDeactivationTable;
  }
}
