import type { DocumentsReply, DocumentWire } from '../../../adapters/api/documents';

/**
 * What the attachments field needs of the documents API (docs/requirements.md §11.5), given by the
 * app through `formContext.documents` (src/api/documents.ts builds it), so the widget knows no URL
 * and no session. A failure rejects with an Error whose message is the server's, in the reader's
 * language, or empty when the server could not be reached.
 */
export interface DocumentsClient {
  list(): Promise<DocumentsReply>;
  upload(file: File): Promise<DocumentWire>;
  remove(documentId: string): Promise<void>;
  /** where the browser downloads the document (an ordinary link: the session cookie goes with it) */
  downloadUrl(documentId: string): string;
}
