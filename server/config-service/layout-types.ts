import type { Journey, LayoutPage, LayoutProblem } from '../../adapters/types';

export interface PageEntry {
  client: string;
  file: string;
  page: LayoutPage;
  /** sha-256 of the page's canonical JSON (the content hash answers are pinned to) */
  hash: string;
}

export interface JourneyEntry {
  client: string;
  file: string;
  journey: Journey;
  /** the program's quick-quote journey (docs/requirements.md §2.12), not its full one */
  quickQuote?: boolean;
}

/** What one read of the program folders gives the layout store. */
export interface LoadedLayouts {
  pages: PageEntry[];
  journeys: JourneyEntry[];
  problems: LayoutProblem[];
}
