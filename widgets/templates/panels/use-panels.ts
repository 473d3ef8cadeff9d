import { useEffect, useState } from 'react';
import { usePageState, type FormRuntime } from '../../theme/runtime/FormRuntime';
import { focusField } from '../page/focus-field';
import { hasErrorUnder, panelIndexOf, unlockedPanels, type Panel } from '../page/layout';

export interface PanelsState {
  /** the open panel, or null when all are collapsed */
  active: number | null;
  unlocked: boolean[];
  /** panels holding an error that is on screen */
  invalid: boolean[];
  open(index: number | null): void;
  /** Next / Done of panel `index`: validates it; when valid opens the next one (or collapses all after the last) */
  next(index: number): 'invalid' | 'next' | 'done';
}

/**
 * State of a tab set or accordion (docs/requirements.md §2.8): the next panel opens only when the current one is
 * valid, later panels stay locked until the earlier ones are valid (unless `allOpen`, for edit and
 * quote forms), and a focus request for a field inside opens its panel, then focuses the field.
 */
export function usePanels(panels: readonly Panel[], runtime: FormRuntime | null, allOpen: boolean): PanelsState {
  const page = usePageState(runtime);
  const [active, setActive] = useState<number | null>(0);
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  const unlocked = unlockedPanels(panels, page.errors, allOpen || !runtime);
  const invalid = panels.map((panel) => hasErrorUnder(page.shown, panel.paths));

  const request = page.focus;
  useEffect(() => {
    if (!request) return;
    const index = panelIndexOf(panels, request.path);
    if (index === -1) return;
    setActive(index);
    setPendingFocus(request.path);
    // Only a new request (a new seq) acts; `panels` come from the compiled layout and do not change.
  }, [request]);

  useEffect(() => {
    if (pendingFocus === null || active === null || !runtime) return;
    if (panelIndexOf(panels, pendingFocus) !== active) return;
    focusField(runtime.idFor(pendingFocus));
    setPendingFocus(null);
  }, [pendingFocus, active, panels, runtime]);

  const next = (index: number) => {
    const panel = panels[index];
    if (!panel || !runtime) return 'done';
    if (!runtime.revealPaths(panel.paths)) return 'invalid';
    const last = index === panels.length - 1;
    setActive(last ? null : index + 1);
    return last ? 'done' : 'next';
  };

  return { active, unlocked, invalid, open: setActive, next };
}
