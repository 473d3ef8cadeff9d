import { use } from 'react';
import type { Messages } from '../../../adapters/i18n/catalog';
import type { Locale } from '../../../adapters/types';

/**
 * The documents area's messages (schemas/content/<locale>/documents.json), one chunk per language,
 * loaded with the attachments field or the csr-review documents: no other page carries them.
 */
export const DOCUMENT_MESSAGES: Record<Locale, () => Promise<{ default: Messages }>> = {
  'en-CA': () => import('../../../schemas/content/en-CA/documents.json') as Promise<{ default: Messages }>,
  'fr-CA': () => import('../../../schemas/content/fr-CA/documents.json') as Promise<{ default: Messages }>,
};

const loading = new Map<Locale, Promise<Messages>>();

/** Starts loading the area's messages of `locale` (once; again after a failure). */
export function loadDocumentMessages(locale: Locale): Promise<Messages> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = DOCUMENT_MESSAGES[locale]().then((m) => m.default);
    const started = promise;
    // settled the way React's `use` reads it, so a second field renders without suspending
    started.then(
      (value) => Object.assign(started, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(started, { status: 'rejected', reason });
        loading.delete(locale);
      },
    );
    loading.set(locale, started);
  }
  return promise;
}

/** The area's messages of `locale`, suspending until they are in. */
export function useDocumentMessages(locale: Locale): Messages {
  return use(loadDocumentMessages(locale));
}
