import type { Wire } from './from-schema';
import { STATUSES, type Status } from '../status/statuses';
import { customerNumberParamsSchema } from './params';
import { statusLabelKey } from '../status/labels';
import { WORK_LIST_MAX_PAGE, WORK_LIST_PAGE_SIZE } from './work-list';

/** The sponsor list's statuses (docs/requirements.md §8.4): the ones a sponsor waits on or has seen decided. */
export const SPONSOR_LIST_STATUSES: readonly Status[] = [
  'PENDING_SPONSOR_REVIEW', 'PENDING_CSR_REVIEW', 'CSR_REVIEW_IN_PROGRESS', 'CSR_APPROVED', 'CSR_REJECTED', 'SPONSOR_REJECTED',
];

/** The two lists of the sponsor (client RPG captive) role: its review list and the read-only answer-net list. */
export const SPONSOR_VIEWS = ['review', 'answer-net'] as const;
export type SponsorView = (typeof SPONSOR_VIEWS)[number];

/** How a status is shown to a sponsor: a referral still with the CSRs is just "Pending" (docs/requirements.md §8.4). */
export function sponsorStatusLabelKey(status: Status): string {
  return status === 'PENDING_CSR_REVIEW' ? 'backoffice.sponsor.pending' : statusLabelKey(status);
}

/** GET proposals/sponsor-list: the page of one of the role's lists; the program is the caller's, from the session. */
export const sponsorListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    view: { type: 'string', enum: [...SPONSOR_VIEWS], default: 'review' },
    page: { type: 'integer', minimum: 1, maximum: WORK_LIST_MAX_PAGE, default: 1 },
  },
} as const;
export type SponsorListQuery = Wire<typeof sponsorListQuerySchema>;

const nullableString = { type: ['string', 'null'] } as const;

/** The sponsor row (docs/requirements.md §8.4); null where a value is not stored. */
export const sponsorListRowSchema = {
  type: 'object',
  required: ['id', 'customer_number', 'last_modified', 'referral_date', 'status', 'status_label', 'type', 'first_name', 'last_name', 'business_province', 'phone', 'postal_code'],
  properties: {
    id: { type: 'string' },
    customer_number: { type: 'string' },
    last_modified: { type: 'string', description: 'yyyy-MM-dd' },
    referral_date: { ...nullableString, description: 'yyyy-MM-dd' },
    status: { type: 'string', enum: [...STATUSES] },
    status_label: { type: 'string', description: 'message key of the status as a sponsor sees it' },
    type: { type: 'string', enum: ['NEW', 'RENEWAL'], description: 'customer type: a new application or a renewal' },
    first_name: nullableString,
    last_name: nullableString,
    business_province: nullableString,
    phone: nullableString,
    postal_code: nullableString,
  },
} as const;
export type SponsorListRow = Wire<typeof sponsorListRowSchema>;

export const sponsorListReplySchema = {
  type: 'object',
  required: ['total', 'page', 'page_size', 'rows'],
  properties: {
    total: { type: 'integer' },
    page: { type: 'integer' },
    page_size: { type: 'integer', description: `${WORK_LIST_PAGE_SIZE}` },
    rows: { type: 'array', items: sponsorListRowSchema },
  },
} as const;
export type SponsorListReply = Wire<typeof sponsorListReplySchema>;

/** `/{customerNumber}` of the sponsor review. */
export const sponsorReviewParamsSchema = customerNumberParamsSchema;
export type SponsorReviewParams = Wire<typeof sponsorReviewParamsSchema>;

/** GET proposals/sponsor-review/{customerNumber}: what a sponsor decides on (docs/requirements.md §8.4), read only. */
export const sponsorReviewReplySchema = {
  type: 'object',
  required: ['id', 'revision', 'customer_number', 'client', 'status', 'status_label', 'first_name', 'last_name', 'email', 'business_province'],
  properties: {
    id: { type: 'string' },
    revision: { type: 'integer', description: 'the revision APPROVE or REJECT is made at' },
    customer_number: { type: 'string' },
    client: { type: 'string', description: 'program (client code)' },
    status: { type: 'string', enum: [...STATUSES] },
    status_label: { type: 'string', description: 'message key of the status as a sponsor sees it' },
    first_name: nullableString,
    last_name: nullableString,
    email: nullableString,
    business_province: nullableString,
  },
} as const;
export type SponsorReviewReply = Wire<typeof sponsorReviewReplySchema>;
