import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { withLabelKind, type LabelKind } from '../label-kind';

/** A registry entry whose code is a separate chunk: the component to register, and a way to fetch its code early. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /** starts loading the chunk (once; again after a failure); resolves when it is there */
  preload(): Promise<unknown>;
  labelKind?: LabelKind;
};

export interface LazyPartOptions<P extends object> {
  /** the loaded component's label kind (label-kind.ts): the field template reads it before the code is there */
  labelKind?: LabelKind;
  /** drawn while the chunk loads: keeps the field's label and space */
  fallback(props: P): ReactNode;
}

/**
 * A widget, field or panel that loads its code the first time a page uses it (docs/architecture.md
 * "Speed rules"). The component is stable and takes the same props as the one it loads, so RJSF's
 * memo and a keystroke's re-render work as for a static one. Once the chunk is there (a page
 * preloads what its layout names), it renders at once, without a fallback frame: `use` reads a
 * settled promise synchronously.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyPartOptions<P>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    if (loading) return loading;
    const started = load();
    // marks the promise settled the way React's `use` reads it, so a loaded part renders without suspending
    started.then(
      (component) => Object.assign(started, { status: 'fulfilled', value: component }),
      (reason: unknown) => {
        // a chunk that failed (network) is fetched again by the next render or preload
        Object.assign(started, { status: 'rejected', reason });
        if (loading === started) loading = undefined;
      },
    );
    loading = started;
    return started;
  };
  function Loaded(props: P) {
    const Component = use(preload());
    return <Component {...props} />;
  }
  const { fallback } = options;
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  const part = Object.assign(LazyComponent, { preload });
  return options.labelKind ? withLabelKind(part, options.labelKind) : part;
}

/** The `preload` of a registered component, when it is a lazy part. */
export function preloadOf(component: unknown): (() => Promise<unknown>) | undefined {
  if (typeof component !== 'function') return undefined;
  const preload: unknown = (component as { preload?: unknown }).preload;
  return typeof preload === 'function' ? (preload as () => Promise<unknown>) : undefined;
}
