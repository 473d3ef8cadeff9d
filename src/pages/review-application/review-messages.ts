import type { Messages } from '../../../adapters/i18n/catalog';
import type { MessageArea } from '../../i18n/AreaIntl';

type Chunk = Promise<{ default: Messages }>;
/** Two message files as one area, merged once: every call answers the same object, as an import does. */
function together(load: () => Chunk[]): () => Chunk {
  let merged: Chunk | undefined;
  return () =>
    (merged ??= Promise.all(load()).then(
      (all) => ({ default: Object.assign({}, ...all.map((c) => c.default)) as Messages }),
      (error: unknown) => {
        // a download that failed is tried again next time
        merged = undefined;
        throw error;
      },
    ));
}

/**
 * The review area's messages (schemas/content/<locale>/review.json), loaded with the page, with the
 * back office's (backoffice.json): the statuses read as the work list shows them (docs/requirements.md §3.1).
 */
export const REVIEW_MESSAGES: MessageArea = {
  'en-CA': together(() => [import('../../../schemas/content/en-CA/backoffice.json') as Chunk, import('../../../schemas/content/en-CA/review.json') as Chunk]),
  'fr-CA': together(() => [import('../../../schemas/content/fr-CA/backoffice.json') as Chunk, import('../../../schemas/content/fr-CA/review.json') as Chunk]),
};
