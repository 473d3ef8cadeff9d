import { QUICK_QUOTE_JOURNEY, routeForProgressState } from '../../adapters/journey';
import type { CompileContext, CompiledLayout, LayoutPage, LayoutProblem } from '../../adapters/types';
import type { JourneyEntry, LoadedLayouts, PageEntry } from './layout-types';

export type { JourneyEntry, PageEntry } from './layout-types';

export interface ReloadResult {
  pages: number;
  journeys: number;
  problems: LayoutProblem[];
  /** pages now broken whose last good version is still served */
  keptLastGood: string[];
}

type Compile = (page: LayoutPage, ctx: CompileContext) => CompiledLayout;

/**
 * The program layouts in memory: pages by client and route name, journeys by client.
 * A reload replaces what changed; a page that became broken keeps its last good version,
 * so a bad edit never takes a live page down.
 */
export class LayoutStore {
  private pages = new Map<string, PageEntry>();
  private journeys = new Map<string, JourneyEntry>();
  /** bumps on every reload; caches built on the store key on it */
  version = 0;

  constructor(
    private readonly read: () => Promise<LoadedLayouts>,
    private readonly compile: Compile,
  ) {}

  async reload(): Promise<ReloadResult> {
    const loaded = await this.read();
    const brokenFiles = new Set(loaded.problems.map((p) => p.file));
    const pages = new Map<string, PageEntry>();
    for (const entry of loaded.pages) {
      if (!brokenFiles.has(entry.file)) pages.set(key(entry.client, entry.page.route_name), entry);
    }
    const keptLastGood: string[] = [];
    for (const [k, previous] of this.pages) {
      if (!pages.has(k) && brokenFiles.has(previous.file)) {
        pages.set(k, previous);
        keptLastGood.push(previous.file);
      }
    }
    const journeys = new Map<string, JourneyEntry>();
    for (const entry of loaded.journeys) {
      if (!brokenFiles.has(entry.file)) journeys.set(journeyKey(entry), entry);
    }
    for (const [k, previous] of this.journeys) {
      if (!journeys.has(k) && brokenFiles.has(previous.file)) {
        journeys.set(k, previous);
        keptLastGood.push(previous.file);
      }
    }
    this.pages = pages;
    this.journeys = journeys;
    this.version++;
    return { pages: pages.size, journeys: journeys.size, problems: loaded.problems, keptLastGood };
  }

  private clientList: { version: number; clients: readonly string[] } = { version: -1, clients: [] };

  /** Client codes with a journey or a page (sorted; computed once per reload). */
  clients(): readonly string[] {
    if (this.clientList.version !== this.version) {
      const clients = [...new Set([...[...this.journeys.values()].map((j) => j.client), ...[...this.pages.values()].map((p) => p.client)])].sort();
      this.clientList = { version: this.version, clients };
    }
    return this.clientList.clients;
  }

  page(client: string, routeName: string): PageEntry | undefined {
    return this.pages.get(key(client, routeName));
  }

  journey(client: string): JourneyEntry | undefined {
    return this.journeys.get(client);
  }

  /** The client's quick-quote journey (docs/requirements.md §2.12), if it has one. */
  quickQuoteJourney(client: string): JourneyEntry | undefined {
    return this.journeys.get(journeyKey({ client, quickQuote: true }));
  }

  /** The route of the client's journey step that saves into progress state `stateName` (adapters/journey). */
  routeForState(client: string, stateName: string): string | undefined {
    const journey = this.journeys.get(client)?.journey;
    return journey ? routeForProgressState(journey, stateName) : undefined;
  }

  /** The page compiled for a context (compileLayout memoizes per layout version and context). */
  compiledPage(client: string, routeName: string, ctx: Omit<CompileContext, 'program' | 'file'>): CompiledLayout | undefined {
    const entry = this.page(client, routeName);
    return entry ? this.compile(entry.page, { ...ctx, program: client, file: entry.file }) : undefined;
  }
}

function journeyKey(entry: { client: string; quickQuote?: boolean }): string {
  return entry.quickQuote ? `${entry.client}/${QUICK_QUOTE_JOURNEY}` : entry.client;
}

function key(client: string, routeName: string): string {
  return `${client}/${routeName}`;
}
