import { useCallback, useSyncExternalStore } from 'react';
import type { FormRuntime } from '../../theme/runtime/FormRuntime';

const noSubscription = () => () => undefined;

/**
 * The split's components that the page's rules show now (docs/requirements.md §4.3): a box whose
 * `visible` rule fails is not drawn, so the split asks only what applies (the lawyers' areas ticked).
 * Re-renders only when that set changes; without a runtime (a bare form) every component shows.
 */
export function useShownComponents<T extends { name: string }>(runtime: FormRuntime | null, parent: readonly (string | number)[], components: readonly T[]): T[] {
  const prefix = parent.join('.');
  const read = () => (runtime ? components.map((c) => (runtime.fields.isHidden(`${prefix}.${c.name}`) ? '1' : '0')).join('') : '');
  const subscribe = useCallback((listener: () => void) => (runtime ? runtime.fields.subscribeAny(listener) : noSubscription()), [runtime]);
  const hidden = useSyncExternalStore(subscribe, read, read);
  return components.filter((_, index) => hidden[index] !== '1');
}
