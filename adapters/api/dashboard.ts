import type { Wire } from './from-schema';

const nullableString = { type: ['string', 'null'] } as const;

/**
 * The coverage types, as adapters/policies/coverage-types.ts names them (a test holds them equal):
 * written out so that the wire contract, which every page imports, does not carry the dashboard's rules.
 */
export const COVERAGE_TYPE_ENUM = ['goldwings', 'silverwings'] as const;

/** One card of the aviation dashboard (docs/requirements.md §11.4): a policy, or an application without one yet. */
export const dashboardCardSchema = {
  type: 'object',
  required: ['id', 'coverage_type', 'client', 'customer_number', 'status', 'application_status', 'policy_id', 'policy_number', 'policy_status_code', 'effective_date', 'expiration_date', 'named_insured', 'renewal_closes'],
  properties: {
    id: { type: 'string', description: 'the policy id, or the application id of a card without a policy' },
    coverage_type: { type: 'string', enum: COVERAGE_TYPE_ENUM },
    client: { type: 'string' },
    customer_number: { type: 'string' },
    status: { type: 'string', description: 'the derived code: i, pe, a, p, r, e or ex, decided on the server’s today' },
    application_status: { ...nullableString, description: 'the status of the application the card stands for' },
    policy_id: nullableString,
    policy_number: nullableString,
    policy_status_code: { type: ['string', 'null'], enum: ['ISSUED', 'RWL', 'VOID', null] },
    effective_date: nullableString,
    expiration_date: nullableString,
    named_insured: nullableString,
    renewal_closes: { ...nullableString, description: 'the last day of the renewal window, for a renewable card' },
  },
} as const;
export type DashboardCard = Wire<typeof dashboardCardSchema>;

export const dashboardReplySchema = {
  type: 'object',
  required: ['today', 'first_name', 'cards'],
  properties: {
    today: { type: 'string', description: 'the server’s today (yyyy-MM-dd) the statuses were decided on' },
    first_name: { type: 'string' },
    cards: { type: 'array', items: dashboardCardSchema },
  },
} as const;
export type DashboardReply = Wire<typeof dashboardReplySchema>;

export const addPolicyBodySchema = {
  type: 'object',
  required: ['coverage_type'],
  additionalProperties: false,
  properties: { coverage_type: { type: 'string', enum: COVERAGE_TYPE_ENUM } },
} as const;
export type AddPolicyBody = Wire<typeof addPolicyBodySchema>;

export const addPolicyReplySchema = {
  type: 'object',
  required: ['customer_number', 'client', 'coverage_type'],
  properties: { customer_number: { type: 'string' }, client: { type: 'string' }, coverage_type: { type: 'string', enum: COVERAGE_TYPE_ENUM } },
} as const;
export type AddPolicyReply = Wire<typeof addPolicyReplySchema>;
