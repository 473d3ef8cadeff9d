/**
 * An application's review summary (docs/requirements.md §8.5) in the reader's language, built by
 * `adapters/review` over the program's current layout pages: what the CSR review page and the
 * csr-review pages read.
 */
import { serverToday } from '../clock/today';
import { reviewSummary, type ReviewGroup } from '../../adapters/review';
import type { Locale } from '../../adapters/types';
import type { LayoutStore } from '../config-service/layout-store';
import type { ProposalRow } from '../db/schema';

export function summaryOf(layouts: LayoutStore, row: ProposalRow, locale: Locale): ReviewGroup[] {
  const journey = layouts.journey(row.client)?.journey;
  if (!journey) return [];
  const pages = Object.fromEntries(journey.links.flatMap((l) => {
    const entry = layouts.page(row.client, l.route_name);
    return entry ? [[l.route_name, entry.page] as const] : [];
  }));
  return reviewSummary({ journey, pages, states: row.progress_states, type: row.type, locale, today: serverToday() });
}
