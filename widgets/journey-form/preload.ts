import type { CompiledLayout } from '../../adapters/types';
import { preloadOf } from '../theme/lazy/lazy-part';
import type { Theme } from '../theme/types';
import { LazyAccordion, LazyTabs } from '../templates/panels/lazy-panels';
import { DEFAULT_THEME } from './default-theme';

/** Every `ui:widget` and `ui:field` name in a UI schema, nested ones (a list's items) included. */
export function partNames(uiSchema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(uiSchema)) {
    for (const item of uiSchema) partNames(item, into);
  } else if (uiSchema && typeof uiSchema === 'object') {
    for (const [key, value] of Object.entries(uiSchema)) {
      if ((key === 'ui:widget' || key === 'ui:field') && typeof value === 'string') into.add(value);
      else partNames(value, into);
    }
  }
  return into;
}

/** Settles when every load has; a chunk that failed shows where its part renders, not here. */
function settled(loads: (Promise<unknown> | undefined)[]): Promise<void> {
  return Promise.allSettled(loads).then(() => undefined);
}

const preloads = new WeakMap<CompiledLayout, Promise<void>>();

/**
 * Starts loading the code of the lazy widgets, fields and panels a compiled page uses (docs/architecture.md
 * "Speed rules"), so that it arrives alongside the page's validator module and the form's first render
 * finds it there. Once per compiled page; a page that uses none loads nothing.
 */
export function preloadPage(compiled: CompiledLayout, theme: Theme = DEFAULT_THEME): Promise<void> {
  let preload = preloads.get(compiled);
  if (!preload) {
    const loads = [...partNames(compiled.uiSchema)].map((name) => preloadOf(theme.fields[name] ?? theme.widgets[name])?.());
    const kinds = new Set(compiled.meta.layout.flatMap((row) => row.sections.flatMap((section) => section.items.map((item) => item.kind))));
    if (kinds.has('tabs')) loads.push(LazyTabs.preload());
    if (kinds.has('accordion')) loads.push(LazyAccordion.preload());
    preload = settled(loads);
    preloads.set(compiled, preload);
  }
  return preload;
}

/** Loads every lazy part of a theme and the panels: for stories and tests that draw them all. */
export function preloadTheme(theme: Theme = DEFAULT_THEME): Promise<void> {
  const parts = [...Object.values(theme.widgets), ...Object.values(theme.fields), LazyTabs, LazyAccordion];
  return settled(parts.map((part) => preloadOf(part)?.()));
}
