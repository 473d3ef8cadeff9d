import type { Wire } from './from-schema';
import { DOCUMENT_TYPES } from '../documents/settings';

const DOCUMENT_TYPE_ENUM = Object.keys(DOCUMENT_TYPES) as (keyof typeof DOCUMENT_TYPES)[];

/** One uploaded document (docs/requirements.md §11.5): the spec's documentId, documentDesc, fileExt and documentDate, in snake_case. */
export const documentSchema = {
  type: 'object',
  required: ['document_id', 'document_desc', 'file_ext', 'document_date', 'size_bytes'],
  properties: {
    document_id: { type: 'string', format: 'uuid' },
    document_desc: { type: 'string', description: 'the file’s name as the applicant chose it' },
    file_ext: { type: 'string', enum: DOCUMENT_TYPE_ENUM, description: 'the kind its content was found to be, not its name’s extension' },
    document_date: { type: 'string', description: 'when it was uploaded (ISO date and time)' },
    size_bytes: { type: 'integer' },
  },
} as const;
export type DocumentWire = Wire<typeof documentSchema>;

/** The documents of an application, newest first, with the limits the upload dialog shows and obeys. */
export const documentsReplySchema = {
  type: 'object',
  required: ['documents', 'allowed_types', 'max_file_bytes', 'max_files', 'locked', 'empty_message'],
  properties: {
    documents: { type: 'array', items: documentSchema },
    empty_message: { type: 'string', description: 'what the list says while it is empty, in the caller’s language (brandsConfig uploadEmptyMessage)' },
    allowed_types: { type: 'array', items: { type: 'string', enum: DOCUMENT_TYPE_ENUM } },
    max_file_bytes: { type: 'integer' },
    max_files: { type: 'integer' },
    locked: { type: 'boolean', description: 'true: the application no longer takes or gives up documents (its steps are locked)' },
  },
} as const;
export type DocumentsReply = Wire<typeof documentsReplySchema>;

/** `/{documentId}` of a document route. */
export const documentParamsSchema = {
  type: 'object',
  required: ['documentId'],
  properties: { documentId: { type: 'string', format: 'uuid' } },
} as const;
export type DocumentParams = Wire<typeof documentParamsSchema>;
