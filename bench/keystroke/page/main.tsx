/**
 * The benchmark page: renders the variant named by `?variant=` and marks the document ready
 * (data-bench-ready) once it has mounted, or names the error (data-bench-error).
 */
import { Component, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { buildPlan } from '../fields/plan';
import { SHIPPED_FILE, type ShippedForm } from '../shipped/form';
import { VARIANT_IDS, type VariantId } from './variant';

/** The largest shipped page, chosen and written beside the bundle by the build (bench/keystroke/shipped). */
async function shippedForm(): Promise<ShippedForm> {
  const response = await fetch(`./${SHIPPED_FILE}`);
  if (!response.ok) throw new Error(`${SHIPPED_FILE}: HTTP ${response.status}`);
  return (await response.json()) as ShippedForm;
}

/** Each variant's element, with whatever it loads first (code, the shipped page, lazy widgets) loaded. */
const LOADERS: Record<VariantId, () => Promise<ReactNode>> = {
  ours: async () => {
    const { OursVariant } = await import('./variants/ours');
    return <OursVariant plan={buildPlan()} />;
  },
  'rjsf-live': async () => {
    const { PlainRjsf } = await import('./variants/rjsf');
    return <PlainRjsf plan={buildPlan()} liveValidate />;
  },
  rjsf: async () => {
    const { PlainRjsf } = await import('./variants/rjsf');
    return <PlainRjsf plan={buildPlan()} liveValidate={false} />;
  },
  floor: async () => {
    const { default: Floor } = await import('./variants/floor');
    return <Floor plan={buildPlan()} />;
  },
  'page-ours': async () => {
    const [{ ShippedOurs, prepareOurs }, form] = await Promise.all([import('./variants/shipped'), shippedForm()]);
    return <ShippedOurs form={form} compiled={await prepareOurs(form)} />;
  },
  'page-rjsf-live': async () => {
    const [{ ShippedRjsf }, form] = await Promise.all([import('./variants/shipped'), shippedForm()]);
    return <ShippedRjsf form={form} liveValidate />;
  },
  'page-rjsf': async () => {
    const [{ ShippedRjsf }, form] = await Promise.all([import('./variants/shipped'), shippedForm()]);
    return <ShippedRjsf form={form} liveValidate={false} />;
  },
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
  const element = await LOADERS[id as VariantId]();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary>
        <Ready>{element}</Ready>
      </ErrorBoundary>
    </StrictMode>,
  );
}

start().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
