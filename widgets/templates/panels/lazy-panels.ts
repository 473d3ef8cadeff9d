import { panelsFallback } from '../../theme/lazy/fallbacks';
import { lazyPart } from '../../theme/lazy/lazy-part';

/** Tabs and accordions are on few pages: each is its own chunk, preloaded by the pages whose layout has one (widgets/journey-form/preload.ts). */
export const LazyTabs = lazyPart(() => import('./Tabs').then((m) => m.Tabs), { fallback: panelsFallback });
export const LazyAccordion = lazyPart(() => import('./Accordion').then((m) => m.Accordion), { fallback: panelsFallback });
