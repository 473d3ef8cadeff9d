import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import './db-types';

/**
 * Where the bytes of documents live (docs/server.md "Documents"): the metadata is always the
 * `documents` table; the content is kept behind this interface. The embedded default keeps it in
 * PostgreSQL (`document_contents`, bytea), written in the same transaction as the metadata. An
 * object store (S3 and the like) implements it by writing the object under the document's id and
 * ignoring `trx`; the row then names an object that may outlive a rolled-back transaction, which a
 * sweep of objects without a row cleans up.
 */
export interface DocumentStore {
  /** keeps `content` under the new document's id, inside the transaction that records it */
  put(id: string, content: Uint8Array, trx: Transaction<Database>): Promise<void>;
  /** the content, or undefined when nothing is kept under `id` */
  get(id: string): Promise<Uint8Array | undefined>;
  /** forgets the content, inside the transaction that deletes the document */
  remove(id: string, trx: Transaction<Database>): Promise<void>;
}

/** The embedded default: document bytes as bytea in PostgreSQL (PGlite or a server alike). */
export class PostgresDocumentStore implements DocumentStore {
  constructor(private readonly db: Kysely<Database>) {}

  async put(id: string, content: Uint8Array, trx: Transaction<Database>): Promise<void> {
    await trx.insertInto('document_contents').values({ document_id: id, content }).execute();
  }

  async get(id: string): Promise<Uint8Array | undefined> {
    const row = await this.db.selectFrom('document_contents').select('content').where('document_id', '=', id).executeTakeFirst();
    return row?.content;
  }

  async remove(id: string, trx: Transaction<Database>): Promise<void> {
    await trx.deleteFrom('document_contents').where('document_id', '=', id).execute();
  }
}
