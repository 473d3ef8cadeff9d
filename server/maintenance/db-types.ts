import type { ColumnType, Generated } from 'kysely';

/** One maintenance window (migration 0210). */
export interface MaintenanceWindowTable {
  id: Generated<string>;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
  message_en: string;
  message_fr: string;
  created_by_id: string;
  created_by_name: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  ended_by_name: string | null;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

declare module '../db/schema' {
  interface Database {
    maintenance_windows: MaintenanceWindowTable;
  }
}
