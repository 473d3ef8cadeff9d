import { sql, type Kysely } from 'kysely';
import {
  DOCUMENT_TYPES, documentSettingsOf, formatFileSize, typeNames, type DocumentSettings, type DocumentType,
} from '../../adapters/documents';
import { joinLabels } from '../../adapters/format';
import { can, customerGrants } from '../../adapters/identity/permissions';
import { isLocked } from '../../adapters/status';
import type { DocumentsReply, DocumentWire } from '../../adapters/api';
import type { Locale } from '../../adapters/types';
import type { Database } from '../db/schema';
import { brandsConfig } from '../shared-config/current';
import { domainError } from '../errors/domain-error';
import { targetCustomer } from '../proposals/access';
import type { SessionUser } from '../session/session-store';
import { documentTypeOf } from './content-type';
import type { DocumentStore } from './store';
import './db-types';
import '../proposals/db-types';

/** A file as it arrived: the name it had and its bytes (the declared type is never read). */
export interface IncomingFile {
  fileName: string;
  content: Uint8Array;
}

/** A document to send back: its metadata and bytes. */
export interface StoredDocument {
  fileName: string;
  mimeType: string;
  content: Uint8Array;
}

/** The documents settings of the brand configuration in force (a studio publish may change them). */
export function documentSettings(): DocumentSettings {
  return documentSettingsOf(brandsConfig());
}

/** The longest file name kept; a longer one keeps its end (where the extension is). */
const MAX_NAME = 200;

/**
 * The name shown for an uploaded file: its last path segment (some browsers send `C:\fakepath\…`),
 * with the quotes browsers send as `%22` restored (and their `%0A`/`%0D` line breaks dropped, as
 * the HTML form encoding writes them), without control characters, at most MAX_NAME characters;
 * "document" when nothing is left.
 */
export function cleanFileName(name: string): string {
  const decoded = name.replace(/%22/g, '"').replace(/%0[ad]/gi, '');
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const last = (decoded.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const chars = [...last];
  return (chars.length > MAX_NAME ? chars.slice(-MAX_NAME).join('') : last) || 'document';
}

const wire = (row: { id: string; file_name: string; file_ext: string; size_bytes: number; created_at: Date }): DocumentWire => ({
  document_id: row.id,
  document_desc: row.file_name,
  file_ext: row.file_ext as DocumentType,
  document_date: new Date(row.created_at).toISOString(),
  size_bytes: row.size_bytes,
});

/**
 * Documents of an application (docs/requirements.md §11.5): the applicant uploads to their own live
 * application and deletes from it while it is not locked; the applicant and staff (CSR) list and
 * read them. A document the caller may not read is answered as one that does not exist.
 */
export class DocumentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: DocumentStore,
  ) {}

  get settings(): DocumentSettings {
    return documentSettings();
  }

  private limits(locale: Locale): Omit<DocumentsReply, 'documents' | 'locked'> {
    const { allowedTypes, maxFileBytes, maxFiles } = this.settings;
    return { allowed_types: allowedTypes, max_file_bytes: maxFileBytes, max_files: maxFiles, empty_message: brandsConfig().uploadEmptyMessage[locale] };
  }

  private live(customerNumber: string) {
    return this.db.selectFrom('proposals').select(['id', 'status']).where('customer_number', '=', customerNumber).where('deleted_at', 'is', null).where('renewed_at', 'is', null);
  }

  /** The documents of the live application of the caller (an applicant) or of the customer a CSR names, newest first. */
  async list(user: SessionUser, customerHeader: string | undefined, locale: Locale): Promise<DocumentsReply> {
    const customer = targetCustomer(user, customerHeader);
    const proposal = await this.live(customer).executeTakeFirst();
    if (!proposal) return { documents: [], ...this.limits(locale), locked: false };
    const rows = await this.db
      .selectFrom('documents')
      .select(['id', 'file_name', 'file_ext', 'size_bytes', 'created_at'])
      .where('proposal_id', '=', proposal.id)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return { documents: rows.map(wire), ...this.limits(locale), locked: isLocked(proposal.status) };
  }

  /**
   * Checks `file` (not empty, not too large, its content one of the allowed kinds) and keeps it on
   * the caller's live application. The application's row is locked while its documents are counted
   * and the new one written, so simultaneous uploads never pass the maximum together.
   */
  async upload(user: SessionUser, customerHeader: string | undefined, file: IncomingFile, locale: Locale): Promise<DocumentWire> {
    const customer = targetCustomer(user, customerHeader);
    const name = cleanFileName(file.fileName);
    const { allowedTypes, maxFileBytes, maxFiles } = this.settings;
    if (file.content.byteLength === 0) throw domainError('documentEmpty', { values: { name } });
    if (file.content.byteLength > maxFileBytes) throw this.tooLarge(name, locale);
    const kind = await documentTypeOf(file.content, allowedTypes);
    if (!kind) throw domainError('documentTypeRefused', { values: { name, types: joinLabels(typeNames(allowedTypes), locale) } });

    return this.db.transaction().execute(async (trx) => {
      const proposal = await trx.selectFrom('proposals').select(['id', 'status']).where('customer_number', '=', customer).where('deleted_at', 'is', null).where('renewed_at', 'is', null).forUpdate().executeTakeFirst();
      if (!proposal) throw domainError('proposalNotFound');
      if (isLocked(proposal.status)) throw domainError('documentsLocked');
      const { count } = await trx.selectFrom('documents').select(sql<number>`count(*)::int`.as('count')).where('proposal_id', '=', proposal.id).executeTakeFirstOrThrow();
      if (count >= maxFiles) throw domainError('documentTooMany', { values: { max: maxFiles } });
      const row = await trx
        .insertInto('documents')
        .values({ proposal_id: proposal.id, customer_number: customer, file_name: name, file_ext: kind, mime_type: DOCUMENT_TYPES[kind], size_bytes: file.content.byteLength, uploaded_by: user.id })
        .returning(['id', 'file_name', 'file_ext', 'size_bytes', 'created_at'])
        .executeTakeFirstOrThrow();
      await this.store.put(row.id, file.content, trx);
      return wire(row);
    });
  }

  /** The 413 of a file over the maximum, its size as the caller reads it. */
  tooLarge(fileName: string, locale: Locale) {
    return domainError('documentTooLarge', { values: { name: cleanFileName(fileName), max: formatFileSize(this.settings.maxFileBytes, locale) } });
  }

  /** The row of a document the caller may read (a CSR: any; an applicant: one of their customers'), else 404. */
  private async readable(user: SessionUser, id: string) {
    const row = await this.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
    const mayRead = row && (can.workOnAnyApplication(user) || customerGrants(user).some((g) => g.customer_number === row.customer_number));
    if (!row || !mayRead) throw domainError('documentNotFound');
    return row;
  }

  async read(user: SessionUser, id: string): Promise<StoredDocument> {
    const row = await this.readable(user, id);
    const content = await this.store.get(row.id);
    if (!content) throw domainError('documentNotFound');
    return { fileName: row.file_name, mimeType: row.mime_type, content };
  }

  /** Deletes one of the caller's documents, while its application is not locked. */
  async remove(user: SessionUser, id: string): Promise<void> {
    const row = await this.readable(user, id);
    await this.db.transaction().execute(async (trx) => {
      const proposal = await trx.selectFrom('proposals').select('status').where('id', '=', row.proposal_id).forUpdate().executeTakeFirst();
      if (proposal && isLocked(proposal.status)) throw domainError('documentsLocked');
      await this.store.remove(row.id, trx);
      const gone = await trx.deleteFrom('documents').where('id', '=', row.id).executeTakeFirst();
      // deleted a moment ago by another request: the same answer as an unknown id
      if (gone.numDeletedRows === 0n) throw domainError('documentNotFound');
    });
  }
}
