import { errorResponses } from '../errors/schemas';

const progressState = {
  type: 'object',
  required: ['name', 'completed', 'form_elements'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    completed: { type: 'boolean' },
    form_elements: { type: 'object', additionalProperties: true, description: 'field name → value' },
    content_hash: { type: 'string', description: 'layout version the answers were given on' },
    saved_at: { type: 'string' },
  },
} as const;

const nullableString = { type: ['string', 'null'] } as const;

export const proposalSchema = {
  type: 'object',
  required: ['id', 'customer_number', 'status', 'type', 'program_type', 'progress_states_revision', 'progress_states', 'quotes'],
  properties: {
    id: { type: 'string' },
    customer_number: { type: 'string' },
    client: { type: 'string' },
    status: { type: 'string' },
    type: { type: 'string' },
    program_type: { type: 'string' },
    current_progress_state: nullableString,
    created_by: { type: 'string' },
    created_timestamp: { type: 'string' },
    last_modified_timestamp: { type: 'string' },
    approved_timestamp: nullableString,
    referal_date: nullableString,
    bind_date: nullableString,
    accepted_quote_id: nullableString,
    issued_policy_id: nullableString,
    issued_policy_number: nullableString,
    billing_account_number: nullableString,
    prior_term_liability_limit: { type: ['number', 'null'] },
    progress_states_revision: { type: 'integer' },
    is_quick_renewal_journey_active: { type: 'boolean' },
    utm: { type: ['object', 'null'], additionalProperties: { type: 'string' } },
    quotes: { type: 'array', items: {} },
    progress_states: { type: 'array', items: progressState },
  },
} as const;

export const stepsBodySchema = {
  type: 'object',
  required: ['current_progress_state', 'progress_states'],
  additionalProperties: false,
  properties: {
    current_progress_state: { type: 'string', minLength: 1, maxLength: 100 },
    progress_states: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['name', 'form_elements'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 100 },
          completed: { type: 'boolean', default: false },
          form_elements: { type: 'object', additionalProperties: true },
        },
      },
    },
    utm: {
      type: 'object',
      additionalProperties: false,
      properties: {
        source: { type: 'string', maxLength: 200 },
        medium: { type: 'string', maxLength: 200 },
        campaign: { type: 'string', maxLength: 200 },
        term: { type: 'string', maxLength: 200 },
      },
    },
  },
} as const;

/** Request headers the proposal routes read (docs/requirements.md §12.2). */
export const proposalHeaders = {
  type: 'object',
  properties: {
    customer_number: { type: 'string', maxLength: 40, description: 'CSR: the customer whose proposal; applicants: their own or omitted' },
    revision: { type: 'string', description: 'progress_states_revision the write is based on (required on writes)' },
    generate_quote: { type: 'string', enum: ['true', 'false'], description: 'rate the proposal when the next step is a quote page' },
    renewal: { type: 'string', enum: ['true', 'false'] },
    quick_renew: { type: 'string', enum: ['true', 'false'] },
  },
} as const;

export const proposalReply = { 200: proposalSchema, ...errorResponses(400, 401, 403, 404, 409) };

export const searchQuery = {
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

export const searchReply = {
  type: 'object',
  required: ['total', 'items'],
  properties: {
    total: { type: 'integer' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          customer_number: { type: 'string' },
          client: { type: 'string' },
          program_type: { type: 'string' },
          status: { type: 'string' },
          type: { type: 'string' },
          current_progress_state: nullableString,
          progress_states_revision: { type: 'integer' },
          created_timestamp: { type: 'string' },
          last_modified_timestamp: { type: 'string' },
          first_name: nullableString,
          last_name: nullableString,
          email: nullableString,
        },
      },
    },
  },
} as const;
