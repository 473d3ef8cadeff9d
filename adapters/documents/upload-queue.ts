/**
 * The upload dialog's queue (docs/requirements.md §11.5), pure so the dialog only renders it: files
 * are queued, sent one at a time, and each ends as success or error with its reason. Choosing
 * files is offered while nothing is being sent and below the maximum; submit needs a file waiting.
 */

export type QueuedState = 'waiting' | 'sending' | 'success' | 'error';

export interface QueuedFile<F = unknown> {
  /** unique within the queue */
  id: number;
  fileName: string;
  file: F;
  state: QueuedState;
  /** why it was refused, in the reader's language (an error only) */
  message?: string;
}

export interface Queue<F = unknown> {
  files: QueuedFile<F>[];
  next: number;
}

export const emptyQueue = <F>(): Queue<F> => ({ files: [], next: 1 });

export function enqueue<F>(queue: Queue<F>, added: readonly { fileName: string; file: F }[]): Queue<F> {
  let next = queue.next;
  const files = added.map((a) => ({ id: next++, fileName: a.fileName, file: a.file, state: 'waiting' as const }));
  return { files: [...queue.files, ...files], next };
}

export function setState<F>(queue: Queue<F>, id: number, state: QueuedState, message?: string): Queue<F> {
  return { ...queue, files: queue.files.map((f) => (f.id === id ? { ...f, state, ...(message === undefined ? {} : { message }) } : f)) };
}

export function removeQueued<F>(queue: Queue<F>, id: number): Queue<F> {
  return { ...queue, files: queue.files.filter((f) => f.id !== id || f.state === 'sending') };
}

export const isSending = (queue: Queue<unknown>): boolean => queue.files.some((f) => f.state === 'sending');
export const waiting = <F>(queue: Queue<F>): QueuedFile<F>[] => queue.files.filter((f) => f.state === 'waiting');

/**
 * Why choosing more files (the upload button) is disabled, or null when it is enabled: while a file
 * is being sent, or once the stored and waiting files reach the maximum.
 */
export function chooseBlocked(queue: Queue<unknown>, stored: number, maxFiles: number): 'sending' | 'max' | null {
  if (isSending(queue)) return 'sending';
  if (stored + waiting(queue).length >= maxFiles) return 'max';
  return null;
}

/** How many more files may be chosen now. */
export const roomFor = (queue: Queue<unknown>, stored: number, maxFiles: number): number => Math.max(0, maxFiles - stored - waiting(queue).length);

/** Submit sends the waiting files: disabled while sending and when none waits. */
export const submitBlocked = (queue: Queue<unknown>): boolean => isSending(queue) || waiting(queue).length === 0;

/** The documents list's page `page` (1-based) of `size`, and the number of pages (at least 1). */
export function pageOf<T>(items: readonly T[], page: number, size: number): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const shown = Math.min(Math.max(1, page), pages);
  return { items: items.slice((shown - 1) * size, shown * size), page: shown, pages };
}

/** The documents list shows this many a page (docs/requirements.md §11.5). */
export const DOCUMENT_PAGE_SIZE = 5;
/** The deletion's success or failure message shows this long (docs/requirements.md §11.5). */
export const DELETE_MESSAGE_MS = 2000;
