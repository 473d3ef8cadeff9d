import type { Wire } from './from-schema';
import { progressStateSchema } from './progress-state';
import type { QuoteWrapper } from './quote';

/** Starting a quick quote (docs/requirements.md §2.12): for which program. */
export const quickQuoteStartBodySchema = {
  type: 'object',
  required: ['client'],
  additionalProperties: false,
  properties: { client: { type: 'string', minLength: 1, maxLength: 40, description: 'client code of the program (only programs with a quick-quote journey)' } },
} as const;
export type QuickQuoteStartBody = Wire<typeof quickQuoteStartBodySchema>;

/** The quick-quote proposal as its visitor sees it: the saved steps and the quotes rated on them. */
export const quickQuoteSchema = {
  type: 'object',
  required: ['id', 'client', 'current_progress_state', 'progress_states', 'quotes', 'progress_states_revision', 'expires_at'],
  properties: {
    id: { type: 'string' },
    client: { type: 'string' },
    current_progress_state: { type: ['string', 'null'] },
    progress_states: { type: 'array', items: progressStateSchema },
    quotes: { type: 'array', items: {}, description: 'rated once every step before the premium is saved, limit ascending' },
    progress_states_revision: { type: 'integer' },
    expires_at: { type: 'string', description: 'when the quick quote and its session end' },
  },
} as const;
export type QuickQuote = Omit<Wire<typeof quickQuoteSchema>, 'quotes'> & { quotes: QuoteWrapper[] };

/**
 * POST /quick-quote/finance (spec names kept): the quote is named by its id; amounts the browser
 * sends (payment_options) are ignored, the server finances its own copy of the quote.
 */
export const quickQuoteFinanceBodySchema = {
  type: 'object',
  required: ['quote'],
  additionalProperties: false,
  properties: {
    quote: {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'string', minLength: 1, maxLength: 100 },
        payment_options: { type: 'array', maxItems: 10, description: 'ignored: the server reads its own quote' },
      },
    },
    option: { type: 'string', enum: ['YEARLY', 'MONTHLY'], default: 'MONTHLY' },
    qa_purchase_all_risks_ground_coverage: { type: 'string', enum: ['y', 'n'], description: 'accepted for the spec’s shape; silver wings has no ground coverage' },
  },
} as const;
export type QuickQuoteFinanceBody = Wire<typeof quickQuoteFinanceBodySchema>;

/** The plan, or the brand's quote-unavailable message in the caller's language when there is nothing to finance. */
export const quickQuoteFinanceReplySchema = {
  type: 'object',
  required: ['available'],
  properties: {
    available: { type: 'boolean' },
    message: { type: 'string', description: 'when not available: brandsConfig quoteUnavailableMessage' },
    option: { type: 'string', enum: ['YEARLY', 'MONTHLY'] },
    down_payment: { type: 'number' },
    yearly_amount: { type: 'number' },
    installment_amount: { type: 'number' },
    installments: { type: 'integer' },
    finance_charge: { type: 'number' },
  },
} as const;
export type QuickQuoteFinanceReply = Wire<typeof quickQuoteFinanceReplySchema>;
