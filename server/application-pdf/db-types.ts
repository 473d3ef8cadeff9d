import type { ColumnType, Generated } from 'kysely';
import type { Locale } from '../../adapters/types';
import type { PdfDocument } from './document';

export interface ApplicationPdfTable {
  id: Generated<string>;
  proposal_id: string;
  made_at: ColumnType<Date, Date | string | undefined, never>;
  made_at_status: string;
  file_name: string;
  documents: ColumnType<Record<Locale, PdfDocument>, string, never>;
}

declare module '../db/schema' {
  interface Database {
    application_pdfs: ApplicationPdfTable;
  }
}
