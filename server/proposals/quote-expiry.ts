import { toIsoDate } from '../../adapters/format/date';
import { applicationAnswers } from '../../adapters/journey';
import { quoteDaysLeft, type QuoteExpirySettings } from '../../adapters/quotes';
import { serverNow } from '../clock/today';
import type { ProposalRow } from '../db/schema';
import { brandsConfig } from '../shared-config/current';

interface BrandExpiry {
  quoteExpiryDays?: number;
  renewalExpiryDays?: number;
  quoteExpiryStatuses?: string[];
}

/** The program's quote expiry settings: its own brandsConfig values over the shared ones. */
export function quoteExpirySettings(client: string): QuoteExpirySettings {
  const brands = brandsConfig();
  const shared = brands as BrandExpiry;
  const own = (brands.clients as Record<string, BrandExpiry>)[client] ?? {};
  return {
    quoteExpiryDays: own.quoteExpiryDays ?? shared.quoteExpiryDays ?? 30,
    renewalExpiryDays: own.renewalExpiryDays ?? shared.renewalExpiryDays ?? 60,
    statuses: own.quoteExpiryStatuses ?? shared.quoteExpiryStatuses ?? [],
  };
}

type ExpiryRow = Pick<ProposalRow, 'client' | 'status' | 'type' | 'quoted_at' | 'approved_timestamp'> & { coverage_begin_date?: unknown };

const day = (at: Date | null): string | null => (at ? toIsoDate(at) : null);

/** The days a proposal's quote has left on `now`'s day (docs/requirements.md §5.9); null where expiry does not apply. */
export function quoteDaysLeftOf(row: ExpiryRow, now: Date = serverNow()): number | null {
  return quoteDaysLeft(
    { status: row.status, type: row.type, quotedOn: day(row.quoted_at), approvedOn: day(row.approved_timestamp), coverageBeginDate: row.coverage_begin_date },
    quoteExpirySettings(row.client),
    toIsoDate(now),
  );
}

/** The same for a whole proposal row, whose coverage begin date is one of its saved answers. */
export function proposalQuoteDaysLeft(row: ProposalRow, now: Date = serverNow()): number | null {
  return quoteDaysLeftOf({ ...row, coverage_begin_date: applicationAnswers(row.progress_states).coverage_begin_date }, now);
}
