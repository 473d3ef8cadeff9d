import type { DocumentsReply, DocumentWire } from '../../../adapters/api/documents';
import type { DocumentsClient } from './documents-client';

/**
 * A DocumentsClient over an in-memory list, for the widget's tests and stories: it refuses a file
 * whose name contains "exe" as the server refuses a disguised program, and holds an upload while
 * `hold` is set.
 */
export function fakeDocumentsClient(start: Partial<DocumentsReply> & { count?: number } = {}) {
  let next = 0;
  const doc = (name: string, size = 48_213): DocumentWire => ({
    document_id: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
    document_desc: name,
    file_ext: name.endsWith('.png') ? 'png' : 'pdf',
    document_date: '2026-05-04T15:30:00.000Z',
    size_bytes: size,
  });
  const state: DocumentsReply = {
    documents: Array.from({ length: start.count ?? 0 }, (_, i) => doc(`Licence-${i + 1}.pdf`)),
    allowed_types: ['pdf', 'jpg', 'png', 'docx', 'txt'],
    max_file_bytes: 5 * 1024 * 1024,
    max_files: 10,
    locked: false,
    empty_message: 'No documents uploaded yet.',
    ...start,
  };
  const control = { hold: null as Promise<void> | null, uploads: 0 };
  const client: DocumentsClient = {
    list: async () => ({ ...state, documents: [...state.documents] }),
    upload: async (file) => {
      control.uploads++;
      if (control.hold) await control.hold;
      if (file.name.includes('exe')) throw new Error(`The file ${file.name} is not one of the accepted kinds (PDF, JPG, PNG, DOCX and TXT). Its content was checked, not its name.`);
      const added = doc(file.name, file.size);
      state.documents = [added, ...state.documents];
      return added;
    },
    remove: async (id) => {
      state.documents = state.documents.filter((d) => d.document_id !== id);
    },
    downloadUrl: (id) => `/documents/${id}`,
  };
  return { client, state, control };
}
