import type { ReviewGroup } from '../review';
import type { Wire } from './from-schema';
import { STATUSES } from '../status/statuses';

/**
 * GET proposals/{id}/review: the application's review summary in the caller's language
 * (adapters/review; docs/requirements.md §8.5). The entries nest (list items hold entries), so
 * each group goes out as built, not re-serialized field by field.
 */
export const reviewSummaryReplySchema = {
  type: 'object',
  required: ['groups'],
  properties: {
    groups: {
      type: 'array',
      items: { type: 'object', required: ['route', 'title', 'sections'], additionalProperties: true, description: 'a step: route, title, sections of entries {kind: answer | list | parts, path, label, …}' },
    },
  },
} as const;
export interface ReviewSummaryReply {
  groups: ReviewGroup[];
}

const groupsSchema = reviewSummaryReplySchema.properties.groups;
const nullableString = { type: ['string', 'null'] } as const;

/** Whose application a summary is: enough for the csr-review pages' heading and Edit links. */
const summaryProposalSchema = {
  type: 'object',
  required: ['id', 'status', 'customer_number', 'client', 'type', 'applicant'],
  properties: {
    id: { type: 'string' },
    status: { type: 'string', enum: [...STATUSES] },
    customer_number: { type: 'string' },
    client: { type: 'string', description: 'program (client code)' },
    type: { type: 'string' },
    applicant: { type: 'object', required: ['first_name', 'last_name'], properties: { first_name: nullableString, last_name: nullableString } },
  },
} as const;
export type SummaryProposal = Wire<typeof summaryProposalSchema>;

/**
 * GET proposals/summary/{customerNumber}: a customer's application and its review summary (the
 * csr-review pages, docs/requirements.md §8.5), for a CSR, the program's sponsor or the applicant.
 */
export const applicationSummaryReplySchema = {
  type: 'object',
  required: ['proposal', 'groups'],
  properties: { proposal: summaryProposalSchema, groups: groupsSchema },
} as const;
export interface ApplicationSummaryReply {
  proposal: SummaryProposal;
  groups: ReviewGroup[];
}
