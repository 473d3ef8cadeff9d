import type { ReviewGroup } from '../review';

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
