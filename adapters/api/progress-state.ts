import type { Wire } from './from-schema';

const stepName = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** A saved step as the server stores and answers it: the answers pinned to the layout version they were given on. */
export const progressStateSchema = {
  type: 'object',
  required: ['name', 'completed', 'form_elements'],
  properties: {
    name: stepName,
    completed: { type: 'boolean' },
    form_elements: { type: 'object', additionalProperties: true, description: 'field name → value' },
    content_hash: { type: 'string', description: 'layout version the answers were given on' },
    saved_at: { type: 'string' },
  },
} as const;
export type ProgressState = Wire<typeof progressStateSchema>;

/** A step as the browser writes it: the server validates it and attaches the layout version. */
const stepInputSchema = {
  type: 'object',
  required: ['name', 'form_elements'],
  additionalProperties: false,
  properties: {
    name: stepName,
    completed: { type: 'boolean', default: false },
    form_elements: { type: 'object', additionalProperties: true },
  },
} as const;

/** The body of POST and PATCH proposals: the steps to save and the step the applicant is on. */
export const stepsBodySchema = {
  type: 'object',
  required: ['current_progress_state', 'progress_states'],
  additionalProperties: false,
  properties: {
    current_progress_state: stepName,
    progress_states: { type: 'array', maxItems: 50, items: stepInputSchema },
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
export type StepsBody = Wire<typeof stepsBodySchema>;
export type StepInput = StepsBody['progress_states'][number];
