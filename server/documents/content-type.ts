import { fileTypeFromBuffer } from 'file-type';
import type { DocumentType } from '../../adapters/documents';

/** What file-type names the kinds the portal accepts. */
const DETECTED: Record<string, DocumentType> = { pdf: 'pdf', jpg: 'jpg', png: 'png', docx: 'docx' };

/**
 * Plain text has no magic bytes: it is text when it decodes as UTF-8 and holds no NUL and no
 * control character other than tab, line feed, form feed and carriage return (a renamed binary
 * fails at once).
 */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/**
 * The kind of a file by its content (docs/requirements.md §11.5), when it is one of `allowed`;
 * null otherwise. Never reads the file's name or the type the browser declared.
 */
export async function documentTypeOf(bytes: Uint8Array, allowed: readonly DocumentType[]): Promise<DocumentType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    const kind = DETECTED[found.ext];
    return kind && allowed.includes(kind) ? kind : null;
  }
  return allowed.includes('txt') && isPlainText(bytes) ? 'txt' : null;
}
