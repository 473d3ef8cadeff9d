/**
 * The work list's filters, order and page as the URL query holds them (docs/requirements.md §8.2):
 * a reload or a shared link shows the same list. Only what differs from the defaults is written.
 */
import { WORK_LIST_MAX_PAGE, WORK_LIST_SORTS, type WorkListSort } from '../../../adapters/api/work-list';
import { isStatus } from '../../../adapters/status/statuses';

export const TEXT_FILTERS = ['name', 'email', 'customer_number', 'firm_name', 'business_province'] as const;
export const DATE_FILTERS = ['modified_from', 'modified_to', 'referral_from', 'referral_to'] as const;
const TEXT_MAX = 100;

export type TextFilter = (typeof TEXT_FILTERS)[number];
export type DateFilter = (typeof DATE_FILTERS)[number];
export type Filters = Record<TextFilter | DateFilter | 'status' | 'client', string> & { exclude_bound_approved: boolean };
export type Direction = 'asc' | 'desc';

export interface ListState {
  filters: Filters;
  sort?: WorkListSort;
  direction: Direction;
  page: number;
}

/** The gold and silver wings lists leave out bound and approved applications unless asked (docs/requirements.md §8.2). */
const EXCLUDE_BY_DEFAULT = new Set(['CANGLDWNG', 'CANSILVWING']);

export function emptyFilters(siteClient: string): Filters {
  const blank = Object.fromEntries([...TEXT_FILTERS, ...DATE_FILTERS, 'status', 'client'].map((k) => [k, ''])) as Omit<Filters, 'exclude_bound_approved'>;
  return { ...blank, exclude_bound_approved: EXCLUDE_BY_DEFAULT.has(siteClient) };
}

/** A yyyy-MM-dd that names a real day. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const isSort = (v: string | null): v is WorkListSort => (WORK_LIST_SORTS as readonly (string | null)[]).includes(v);

/** The state a URL query describes; what the server would refuse is left out rather than sent. */
export function readState(search: URLSearchParams, siteClient: string): ListState {
  const filters = emptyFilters(siteClient);
  for (const key of TEXT_FILTERS) filters[key] = (search.get(key) ?? '').slice(0, TEXT_MAX);
  for (const key of DATE_FILTERS) {
    const value = search.get(key) ?? '';
    filters[key] = isIsoDate(value) ? value : '';
  }
  const status = search.get('status');
  if (isStatus(status)) filters.status = status;
  const client = search.get('client') ?? '';
  if (/^[A-Z0-9_]{1,40}$/.test(client)) filters.client = client;
  const exclude = search.get('exclude_bound_approved');
  if (exclude === 'true' || exclude === 'false') filters.exclude_bound_approved = exclude === 'true';
  const sort = search.get('sort');
  const page = Number(search.get('page') ?? '1');
  return {
    filters,
    ...(isSort(sort) ? { sort } : {}),
    direction: search.get('direction') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, WORK_LIST_MAX_PAGE) : 1,
  };
}

/** The URL query of `state`: only what differs from the defaults, in a stable order. */
export function writeState(state: ListState, siteClient: string): URLSearchParams {
  const out = new URLSearchParams();
  const defaults = emptyFilters(siteClient);
  for (const key of ['status', 'client', ...TEXT_FILTERS, ...DATE_FILTERS] as const) {
    const value = state.filters[key].trim();
    if (value) out.set(key, value);
  }
  if (state.filters.exclude_bound_approved !== defaults.exclude_bound_approved) out.set('exclude_bound_approved', String(state.filters.exclude_bound_approved));
  if (state.sort) {
    out.set('sort', state.sort);
    out.set('direction', state.direction);
  }
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

/** The API query of `state` (the server's own defaults left to it, except the wings programs' exclusion). */
export function toApiQuery(state: ListState, siteClient: string): Record<string, string> {
  const query = Object.fromEntries(writeState(state, siteClient));
  if (state.filters.exclude_bound_approved) query.exclude_bound_approved = 'true';
  else delete query.exclude_bound_approved;
  return query;
}

export function sameFilters(a: Filters, b: Filters): boolean {
  return (Object.keys(a) as (keyof Filters)[]).every((k) => a[k] === b[k]);
}
