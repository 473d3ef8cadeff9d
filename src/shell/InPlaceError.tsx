import type { ReactNode } from 'react';
import type { ErrorAction, Failure } from '../../adapters/errors/catalogue';
import { useInPlaceError } from './useInPlaceError';

/** The catalogue's words for a failure shown in place (docs/requirements.md §10.5). */
export type Shown = Extract<ErrorAction, { kind: 'show' }>;

export interface InPlaceErrorProps {
  failure: Failure;
  /** the page's own words, when the catalogue has no in-place record of the failure or cannot be read */
  own: ReactNode;
  /** how the page shows the catalogue's record (inline or onPage) */
  children: (shown: Shown) => ReactNode;
}

/** A failure's words in place: nothing while the catalogue is read or the page leaves for the record's address. */
export function InPlaceError({ failure, own, children }: InPlaceErrorProps) {
  const shown = useInPlaceError(failure);
  if (!shown || shown.kind === 'navigate') return null;
  return shown.kind === 'own' ? own : children(shown);
}
