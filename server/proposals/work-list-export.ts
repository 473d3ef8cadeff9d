import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { WorkListQuery, WorkListRow } from '../../adapters/api';
import { UNASSIGNED_LABEL_KEY } from '../../adapters/status';
import type { Locale } from '../../adapters/types';
import enCA from '../../schemas/content/en-CA/backoffice.json';
import frCA from '../../schemas/content/fr-CA/backoffice.json';
import type { WorkList } from './work-list';

/** The back office's words, as the work-list page shows them (schemas/content/<locale>/backoffice.json). */
const MESSAGES: Record<Locale, Record<string, string>> = { 'en-CA': enCA, 'fr-CA': frCA };

type Kind = 'number' | 'text' | 'date';
/** The CSR table's columns in the page's order (docs/requirements.md §8.2), each with what its cells hold. */
const COLUMNS: { key: keyof WorkListRow; kind: Kind; width: number }[] = [
  { key: 'sno', kind: 'number', width: 6 },
  { key: 'csr', kind: 'text', width: 18 },
  { key: 'customer_number', kind: 'text', width: 14 },
  { key: 'full_name', kind: 'text', width: 22 },
  { key: 'email', kind: 'text', width: 28 },
  { key: 'business_province', kind: 'text', width: 10 },
  { key: 'firm_name', kind: 'text', width: 24 },
  { key: 'status', kind: 'text', width: 26 },
  { key: 'last_modified', kind: 'date', width: 12 },
  { key: 'referral_date', kind: 'date', width: 12 },
  { key: 'type', kind: 'text', width: 14 },
  { key: 'approved_by', kind: 'text', width: 18 },
  { key: 'policy_effective_date', kind: 'date', width: 12 },
  { key: 'quote_expiry_days', kind: 'number', width: 10 },
];

/** yyyy-MM-dd as the spreadsheet's date of that day (midnight UTC, which the file stores as the bare day). */
const day = (value: string) => new Date(`${value}T00:00:00Z`);

/** What a cell holds: real dates and numbers, labels in the reader's language, empty when not applicable. */
function cellValue(row: WorkListRow, key: keyof WorkListRow, kind: Kind, words: Record<string, string>): ExcelJS.CellValue {
  if (key === 'csr') return row.csr ?? words[UNASSIGNED_LABEL_KEY]!;
  if (key === 'status') return words[row.status_label] ?? row.status;
  if (key === 'type') return words[`backoffice.workList.type.${row.type}`] ?? row.type;
  const value = row[key];
  if (value === null || value === undefined) return null;
  return kind === 'date' ? day(String(value)) : (value as string | number);
}

/** The file's name: the table's, then when it was made, e.g. `Applications-2026-11-27-193005.xlsx`. */
export function exportFileName(locale: Locale, now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace('T', '-').replace(/:/g, '');
  return `${MESSAGES[locale]['backoffice.workList.tableName']}-${stamp}.xlsx`;
}

/**
 * Writes the whole filtered list (every page, in the list's order) to `out` as an xlsx workbook,
 * row by row as the database hands them over, so a long list is never held in memory.
 */
export async function writeWorkListXlsx(list: WorkList, query: WorkListQuery, locale: Locale, out: Writable): Promise<void> {
  const words = MESSAGES[locale];
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(words['backoffice.workList.tableName'], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ key, kind, width }) => ({
    header: words[`backoffice.workList.column.${key}`] ?? key,
    key,
    width,
    ...(kind === 'date' ? { style: { numFmt: 'yyyy-mm-dd' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of list.all(query)) {
    for (const row of rows) {
      sheet.addRow(Object.fromEntries(COLUMNS.map(({ key, kind }) => [key, cellValue(row, key, kind, words)]))).commit();
    }
  }
  sheet.commit();
  await book.commit();
}
