/**
 * The benchmark page: renders the variant named by `?variant=` and marks the document ready
 * (data-bench-ready) once it has mounted, or names the error (data-bench-error).
 */
import { Component, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { buildPlan } from '../fields/plan';
import { VARIANT_IDS, type Variant, type VariantId } from './variant';

const LOADERS: Record<VariantId, () => Promise<Variant>> = {
  ours: () => import('virtual:keystroke-ours').then((m) => m.default),
  'rjsf-live': () => import('./variants/rjsf').then((m) => m.RjsfLive),
  rjsf: () => import('./variants/rjsf').then((m) => m.RjsfNoLive),
  floor: () => import('./variants/floor').then((m) => m.default),
};

class ErrorBoundary extends Component<{ children: ReactNode }, { error?: string }> {
  override state: { error?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  override componentDidCatch() {
    document.documentElement.dataset.benchError = this.state.error ?? 'error';
  }
  override render() {
    return this.state.error ? <pre role="alert">{this.state.error}</pre> : this.props.children;
  }
}

function Ready({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.benchReady = 'true';
  }, []);
  return children;
}

function fail(message: string): void {
  document.documentElement.dataset.benchError = message;
  document.body.textContent = message;
}

async function start(): Promise<void> {
  const id = new URLSearchParams(location.search).get('variant') ?? '';
  if (!(VARIANT_IDS as readonly string[]).includes(id)) {
    fail(`Unknown variant "${id}"; expected one of ${VARIANT_IDS.join(', ')}`);
    return;
  }
  const VariantComponent = await LOADERS[id as VariantId]();
  const plan = buildPlan();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary>
        <Ready>
          <VariantComponent plan={plan} />
        </Ready>
      </ErrorBoundary>
    </StrictMode>,
  );
}

start().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
