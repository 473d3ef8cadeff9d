import type { Wire } from './from-schema';
import { LOCALES } from '../types';

/**
 * GET /language-offer: the languages the signed-in applicant is offered, in order (Quebec French
 * first, docs/requirements.md §9.5). The browser shows the first on their first page after sign-in.
 */
export const languageOfferReplySchema = {
  type: 'object',
  required: ['french_first', 'languages'],
  additionalProperties: false,
  properties: {
    french_first: { type: 'boolean', description: 'the applicant is in Quebec (business or mailing province) and the brand offers French first' },
    languages: {
      type: 'array',
      minItems: 2,
      maxItems: 2,
      items: { type: 'string', enum: [...LOCALES] },
      description: 'the first is offered first, the second one click away',
    },
  },
} as const;
export type LanguageOfferReply = Wire<typeof languageOfferReplySchema>;
