import type { Wire } from './from-schema';

/**
 * Drafts (docs/server.md "Drafts"): what the applicant typed on a step and did not save yet,
 * kept apart from the saved steps, unvalidated, never rated.
 */

/** Most a draft's answers may weigh as JSON: as much as a saved step's. */
export const MAX_DRAFT_BYTES = 64 * 1024;

const stepName = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** `/{name}` of a draft route: the step's progress-state name. */
export const draftParamsSchema = { type: 'object', required: ['name'], properties: { name: stepName } } as const;
export type DraftParams = Wire<typeof draftParamsSchema>;

/** The body of PUT proposals/drafts/{name}: the step's answers as they are on the page. */
export const draftBodySchema = {
  type: 'object',
  required: ['form_elements'],
  additionalProperties: false,
  properties: { form_elements: { type: 'object', additionalProperties: true, description: 'field name → value, not validated' } },
} as const;
export type DraftBody = Wire<typeof draftBodySchema>;

/** A stored draft without its answers: what a PUT answers. */
export const draftSavedSchema = {
  type: 'object',
  required: ['name', 'revision', 'saved_at'],
  properties: {
    name: { type: 'string' },
    revision: { type: 'integer', description: 'progress_states_revision the answers were typed on' },
    saved_at: { type: 'string', description: 'when the draft was last written (ISO 8601)' },
  },
} as const;
export type DraftSaved = Wire<typeof draftSavedSchema>;

export const draftSchema = {
  type: 'object',
  required: ['name', 'revision', 'saved_at', 'form_elements'],
  properties: { ...draftSavedSchema.properties, form_elements: { type: 'object', additionalProperties: true } },
} as const;
export type Draft = Wire<typeof draftSchema>;

/** GET proposals/drafts: the drafts of the caller's current application, oldest first. */
export const draftsReplySchema = { type: 'object', required: ['drafts'], properties: { drafts: { type: 'array', items: draftSchema } } } as const;
export type DraftsReply = Wire<typeof draftsReplySchema>;
