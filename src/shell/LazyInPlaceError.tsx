import { lazy, Suspense } from 'react';
import type { InPlaceErrorProps } from './InPlaceError';

// only once a call has failed: the step page's first paint carries neither the look-up nor the catalogue
const InPlaceError = lazy(() => import('./InPlaceError').then((m) => ({ default: m.InPlaceError })));

/** InPlaceError, loaded when a failure is to be shown (docs/requirements.md §10.5). */
export function LazyInPlaceError(props: InPlaceErrorProps) {
  return (
    <Suspense fallback={null}>
      <InPlaceError {...props} />
    </Suspense>
  );
}
