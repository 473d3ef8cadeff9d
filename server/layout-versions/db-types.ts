import type { ColumnType, Generated } from 'kysely';
import type { StudioFileKind, StudioVersionStatus } from '../../adapters/api/studio';

/** One version of one layout file (migration 0250; kind `rating` since 0251, `config` since 0252). */
export interface LayoutVersionTable {
  id: Generated<string>;
  client: string;
  kind: StudioFileKind;
  path: string;
  text: string;
  hash: string;
  layout_hash: ColumnType<string | null, string | null | undefined, string | null>;
  status: StudioVersionStatus;
  author: string;
  note: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type PublishAction = 'publish' | 'rollback' | 'import' | 'files';

/** One publish, rollback, import or seeding from files (migration 0250). */
export interface LayoutPublishTable {
  id: Generated<string>;
  client: string;
  action: PublishAction;
  author: string;
  note: ColumnType<string, string | undefined, string>;
  at: ColumnType<Date, Date | string | undefined, never>;
  versions: ColumnType<{ id: string; path: string }[], string, never>;
}

declare module '../db/schema' {
  interface Database {
    layout_versions: LayoutVersionTable;
    layout_publishes: LayoutPublishTable;
  }
}
