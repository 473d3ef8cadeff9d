/**
 * An application's review summary (docs/requirements.md §8.5) in the reader's language, built by
 * `adapters/review` over the program's layout pages as each step's answers were given on them (the
 * page version of the step's content_hash, docs/requirements.md §13; the current page when that
 * version is unknown): what the CSR review page and the csr-review pages read.
 */
import { serverToday } from '../clock/today';
import { reviewSummary, type ReviewGroup } from '../../adapters/review';
import type { Locale } from '../../adapters/types';
import type { LayoutPage } from '../../adapters/types';
import { progressStateName } from '../../adapters/journey';
import type { LayoutStore } from '../config-service/layout-store';
import type { ProposalRow } from '../db/schema';

/** The page of `route` as it had layout hash `hash` (app.layoutPageAt). */
export type PageAt = (client: string, route: string, hash: string) => Promise<LayoutPage | undefined>;

export async function summaryOf(layouts: LayoutStore, pageAt: PageAt, row: ProposalRow, locale: Locale): Promise<ReviewGroup[]> {
  const journey = layouts.journey(row.client)?.journey;
  if (!journey) return [];
  const pages: Record<string, LayoutPage> = {};
  for (const link of journey.links) {
    const entry = layouts.page(row.client, link.route_name);
    if (!entry) continue;
    const given = row.progress_states.find((s) => s.name === progressStateName(link))?.content_hash;
    pages[link.route_name] = (given && given !== entry.hash ? await pageAt(row.client, link.route_name, given) : undefined) ?? entry.page;
  }
  return reviewSummary({ journey, pages, states: row.progress_states, type: row.type, locale, today: serverToday() });
}
