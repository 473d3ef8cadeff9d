import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { FormRuntime } from '../../theme/runtime/FormRuntime';
import type { Panel } from './layout';

const noSubscription = () => () => undefined;

function allHidden(runtime: FormRuntime | null, paths: readonly string[]): boolean {
  return runtime !== null && paths.length > 0 && paths.every((path) => runtime.fields.isHidden(path));
}

function useAnyFieldChange(runtime: FormRuntime | null) {
  return useCallback((listener: () => void) => (runtime ? runtime.fields.subscribeAny(listener) : noSubscription()), [runtime]);
}

/** True while every field at `paths` is hidden by a rule: what holds them (a section, a panel) goes too. */
export function useAllHidden(runtime: FormRuntime | null, paths: readonly string[]): boolean {
  const read = () => allHidden(runtime, paths);
  return useSyncExternalStore(useAnyFieldChange(runtime), read, read);
}

/** The panels that still hold a shown field, in order; the same array while that does not change. */
export function useShownPanels(runtime: FormRuntime | null, panels: readonly Panel[]): readonly Panel[] {
  // a string snapshot ("0110": which panels are hidden) so an unchanged answer is an equal one
  const read = () => panels.map((panel) => (allHidden(runtime, panel.paths) ? '1' : '0')).join('');
  const mask = useSyncExternalStore(useAnyFieldChange(runtime), read, read);
  return useMemo(() => panels.filter((_, index) => mask[index] !== '1'), [panels, mask]);
}
