import { lazy, Suspense } from 'react';
import type { Journey } from '../../adapters/types';

/** Loaded only in quick-renewal mode: the step page's bundle does not carry it (docs/bench.md "Bundle budget"). */
const QuickRenewFrame = lazy(() => import('./QuickRenewFrame'));

export function LazyQuickRenewFrame({ journey, route }: { journey: Journey; route: string }) {
  return (
    <Suspense fallback={null}>
      <QuickRenewFrame journey={journey} route={route} />
    </Suspense>
  );
}
