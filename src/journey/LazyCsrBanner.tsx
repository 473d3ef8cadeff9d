import { lazy, Suspense, type ComponentProps } from 'react';
import type { CsrBanner as Banner } from './CsrBanner';

// CSRs only: an applicant's step and quote pages never download the banner or the review calls it makes
const CsrBanner = lazy(() => import('./CsrBanner').then((m) => ({ default: m.CsrBanner })));

/** The CSR flow's banner (docs/requirements.md §8.1), loaded when a CSR opens a step. */
export function LazyCsrBanner(props: ComponentProps<typeof Banner>) {
  return (
    <Suspense fallback={null}>
      <CsrBanner {...props} />
    </Suspense>
  );
}
