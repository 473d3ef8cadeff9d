import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** What the server names a version read from the repository's files (adapters/api/studio.ts). */
const REPOSITORY = 'schemas/ files';

/** A version's author as the reader says it: a staff login, or the repository's files in their language. */
export function useAuthorName(): (author: string) => string {
  const intl = useIntl();
  return useCallback((author: string) => (author === REPOSITORY ? intl.formatMessage({ id: 'studio.author.repository' }) : author), [intl]);
}
