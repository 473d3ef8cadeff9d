import type { Wire } from './from-schema';
import { STATUSES } from '../status/statuses';
import { LOCALES } from '../types';

/** Rows per page of the CSR work list (docs/requirements.md §8.2). */
export const WORK_LIST_PAGE_SIZE = 10;
/** The last page anyone may ask for: 100,000 rows at 10 a page (an offset beyond would scan for nothing). */
export const WORK_LIST_MAX_PAGE = 10_000;

/** Columns the list sorts by; the others (approved by, policy dates, quote expiry) are read for the shown page only. */
export const WORK_LIST_SORTS = ['csr', 'full_name', 'email', 'business_province', 'firm_name', 'status', 'last_modified', 'referral_date', 'type'] as const;
export type WorkListSort = (typeof WORK_LIST_SORTS)[number];

const text = (description: string) => ({ type: 'string', maxLength: 100, description: `${description} (case-insensitive contains)` }) as const;
const date = (description: string) => ({ type: 'string', format: 'date', description: `${description}, yyyy-MM-dd` }) as const;

/**
 * GET proposals/work-list: the filters, the order and the page. Every filter is optional; without
 * `sort` the list is ordered CSR review required first, then last modified newest first (the agent
 * program: referral date newest first).
 */
export const workListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: [...STATUSES] },
    client: { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$', description: 'program (client code)' },
    name: text('applicant’s first or last name'),
    email: text('applicant’s e-mail'),
    customer_number: text('customer number'),
    firm_name: text('firm name as answered'),
    business_province: text('business province as answered'),
    modified_from: date('last modified on or after'),
    modified_to: date('last modified on or before'),
    referral_from: date('referred on or after'),
    referral_to: date('referred on or before'),
    exclude_bound_approved: { type: 'boolean', default: false, description: 'leave out CSR approved and bound (policy issued) applications' },
    sort: { type: 'string', enum: [...WORK_LIST_SORTS] },
    direction: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    page: { type: 'integer', minimum: 1, maximum: WORK_LIST_MAX_PAGE, default: 1 },
  },
} as const;
export type WorkListQuery = Wire<typeof workListQuerySchema>;

const { page: _page, ...exportFilters } = workListQuerySchema.properties;

/** GET proposals/work-list/export: the same filters and order, every page, labels in `locale`. */
export const workListExportQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...exportFilters,
    locale: { type: 'string', enum: [...LOCALES], description: 'language of the headers and labels; default from Accept-Language' },
  },
} as const;
export type WorkListExportQuery = Wire<typeof workListExportQuerySchema>;

const nullableString = { type: ['string', 'null'] } as const;
const nullableDate = { type: ['string', 'null'], description: 'yyyy-MM-dd' } as const;

/** One row of the CSR table (docs/requirements.md §8.2); null where a value does not apply or is not known. */
export const workListRowSchema = {
  type: 'object',
  required: [
    'sno', 'csr', 'id', 'customer_number', 'full_name', 'email', 'business_province', 'firm_name', 'status', 'status_label',
    'last_modified', 'referral_date', 'type', 'approved_by', 'policy_effective_date', 'quote_expiry_days', 'assignable', 'revision',
  ],
  properties: {
    sno: { type: 'integer', description: 'position in the whole filtered list, from 1' },
    csr: { ...nullableString, description: 'who holds it (ASSIGN_TO); null: unassigned' },
    id: { type: 'string' },
    customer_number: { type: 'string' },
    full_name: nullableString,
    email: nullableString,
    business_province: nullableString,
    firm_name: nullableString,
    status: { type: 'string', enum: [...STATUSES] },
    status_label: { type: 'string', description: 'message key of the status as shown (adapters/status/labels.ts)' },
    last_modified: { type: 'string', description: 'yyyy-MM-dd' },
    referral_date: nullableDate,
    type: { type: 'string', enum: ['NEW', 'RENEWAL'], description: 'a quick renewal is a renewal' },
    approved_by: { ...nullableString, description: 'who approved it (CSR_APPROVED); null: not approved' },
    policy_effective_date: nullableDate,
    quote_expiry_days: { type: ['integer', 'null'], description: 'days the quote has left, 0 when expired, null where expiry does not apply (docs/requirements.md §5.9)' },
    assignable: { type: 'boolean', description: 'the work list offers "Assign to me" (adapters/status/assign.ts)' },
    revision: { type: 'integer', description: 'the proposal revision a status change (Assign to me) is made at' },
  },
} as const;
export type WorkListRow = Wire<typeof workListRowSchema>;

export const workListReplySchema = {
  type: 'object',
  required: ['total', 'page', 'page_size', 'rows'],
  properties: {
    total: { type: 'integer' },
    page: { type: 'integer' },
    page_size: { type: 'integer' },
    rows: { type: 'array', items: workListRowSchema },
  },
} as const;
export type WorkListReply = Wire<typeof workListReplySchema>;
