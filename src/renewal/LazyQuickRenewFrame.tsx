import { lazy, Suspense } from 'react';

/** Loaded only in quick-renewal mode: the step page's bundle does not carry it (docs/bench.md "Bundle budget"). */
const QuickRenewFrame = lazy(() => import('./QuickRenewFrame'));

/** `step` of `steps`: the stepper's position, each quick-renewal page a step of its own. */
export function LazyQuickRenewFrame({ step, steps }: { step: number; steps: number }) {
  return (
    <Suspense fallback={null}>
      <QuickRenewFrame step={step} steps={steps} />
    </Suspense>
  );
}
