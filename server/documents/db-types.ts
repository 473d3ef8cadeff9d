import type { ColumnType, Generated } from 'kysely';

/** One uploaded document's metadata (migration 0220). */
export interface DocumentTable {
  id: Generated<string>;
  proposal_id: string;
  customer_number: string;
  file_name: string;
  file_ext: string;
  mime_type: string;
  size_bytes: number;
  uploaded_by: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** The bytes of a document, for the PostgreSQL store (migration 0220). */
export interface DocumentContentTable {
  document_id: string;
  content: Uint8Array;
}

declare module '../db/schema' {
  interface Database {
    documents: DocumentTable;
    document_contents: DocumentContentTable;
  }
}
