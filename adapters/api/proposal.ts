import type { Wire } from './from-schema';
import { progressStateSchema } from './progress-state';
import { STATUSES } from '../status/statuses';
import type { QuoteWrapper } from './quote';

const nullableString = { type: ['string', 'null'] } as const;

/**
 * The proposal as every proposal route answers it. Its `quotes` go out as the rating area made
 * them, not re-serialized (the proposals area does not depend on their shape); that shape is
 * quoteWrapperSchema, which `Proposal` carries.
 */
export const proposalSchema = {
  type: 'object',
  required: ['id', 'customer_number', 'status', 'type', 'program_type', 'progress_states_revision', 'progress_states', 'quotes'],
  properties: {
    id: { type: 'string' },
    customer_number: { type: 'string' },
    client: { type: 'string' },
    status: { type: 'string', enum: STATUSES },
    type: { type: 'string' },
    program_type: { type: 'string' },
    current_progress_state: nullableString,
    created_by: { type: 'string' },
    created_timestamp: { type: 'string' },
    last_modified_timestamp: { type: 'string' },
    approved_timestamp: nullableString,
    referal_date: nullableString,
    /** when the current quotes were given */
    quoted_at: nullableString,
    /** days the quote has left, 0 when it has expired, null where expiry does not apply (docs/requirements.md §5.9) */
    quote_expiry_days: { type: ['integer', 'null'] },
    bind_date: nullableString,
    /** when the applicant accepted the terms after a CSR approval; null until then (docs/requirements.md §6.1) */
    terms_accepted_at: nullableString,
    accepted_quote_id: nullableString,
    issued_policy_id: nullableString,
    issued_policy_number: nullableString,
    billing_account_number: nullableString,
    prior_term_liability_limit: { type: ['number', 'null'] },
    progress_states_revision: { type: 'integer' },
    is_quick_renewal_journey_active: { type: 'boolean' },
    utm: { type: ['object', 'null'], additionalProperties: { type: 'string' } },
    quotes: { type: 'array', items: {} },
    progress_states: { type: 'array', items: progressStateSchema },
  },
} as const;
export type Proposal = Omit<Wire<typeof proposalSchema>, 'quotes'> & { quotes: QuoteWrapper[] };

/** Who applies: the customer's admin user (the CSR review page's heading); null names when no user holds the customer. */
const applicantSchema = {
  type: 'object',
  required: ['first_name', 'last_name', 'email'],
  properties: { first_name: nullableString, last_name: nullableString, email: nullableString },
} as const;
export type Applicant = Wire<typeof applicantSchema>;

/** GET proposals/id/{id}: the proposal and its applicant. */
export const proposalWithApplicantSchema = {
  ...proposalSchema,
  required: [...proposalSchema.required, 'applicant'],
  properties: { ...proposalSchema.properties, applicant: applicantSchema },
} as const;
export type ProposalWithApplicant = Proposal & { applicant: Applicant };

/** POST proposals/csr_review: whether a CSR must review the accepted quote first (the server refers it when so). */
export const csrReviewReplySchema = { type: 'object', required: ['review_required'], properties: { review_required: { type: 'boolean' } } } as const;
export type CsrReviewReply = Wire<typeof csrReviewReplySchema>;

/** CSR search of proposals. */
export const searchQuerySchema = {
  type: 'object',
  properties: {
    status: { type: 'string', maxLength: 60 },
    client: { type: 'string', maxLength: 40 },
    customer_number: { type: 'string', maxLength: 40 },
    name: { type: 'string', maxLength: 100, description: 'part of the applicant’s first name, last name or e-mail' },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    offset: { type: 'integer', minimum: 0, default: 0 },
  },
  additionalProperties: false,
} as const;
export type SearchQuery = Wire<typeof searchQuerySchema>;

/** Properties `keys` of `from`, in that order (the order a reply lists them in). */
function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;
}

/** A search hit: the proposal without its steps and quotes, and the applicant's name. */
const SEARCH_HIT_PROPERTIES = [
  'id', 'customer_number', 'client', 'program_type', 'status', 'type', 'current_progress_state', 'progress_states_revision',
  'created_timestamp', 'last_modified_timestamp',
] as const;

export const searchReplySchema = {
  type: 'object',
  required: ['total', 'items'],
  properties: {
    total: { type: 'integer' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          ...pick(proposalSchema.properties, SEARCH_HIT_PROPERTIES),
          first_name: nullableString,
          last_name: nullableString,
          email: nullableString,
        },
      },
    },
  },
} as const;
export type SearchReply = Wire<typeof searchReplySchema>;
