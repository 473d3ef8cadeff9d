import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PdfDelivery, PdfDeliveryItem } from './provider';

/** A path segment from stored data: a program code, a customer number, a file name — never a way out of the folder. */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function segment(value: string, what: string): string {
  if (!SAFE_SEGMENT.test(value) || value.includes('..')) throw new Error(`${what} cannot name a folder or file: "${value}"`);
  return value;
}

/** `<client>/<customer>/<yyyy-MM-dd>-<file name>`, relative to the delivery folder. */
export function deliveryPath(item: Pick<PdfDeliveryItem, 'client' | 'customerNumber' | 'madeOn' | 'fileName'>): string {
  return join(segment(item.client, 'client'), segment(item.customerNumber, 'customer number'), `${item.madeOn}-${segment(item.fileName, 'file name')}`);
}

/**
 * The embedded default: the PDF written under `dir`, for an operator's SFTP sync to pick up. The
 * file is written beside its place then renamed into it, so a sync never reads half a file;
 * owner read/write and group read only (docs/security.md "Access"). A second
 * PDF of the same application made the same day replaces the first: the newest is the one sent.
 */
export function folderDelivery(dir: string): PdfDelivery {
  return {
    kind: 'folder',
    async deliver(item) {
      const path = join(dir, deliveryPath(item));
      await mkdir(join(path, '..'), { recursive: true, mode: 0o750 });
      const partial = `${path}.partial`;
      await writeFile(partial, item.bytes, { mode: 0o640 });
      await rename(partial, path);
    },
  };
}
