import type { Wire } from './from-schema';

/**
 * Maintenance's wire contract (docs/requirements.md §11.7): the flag every page checks
 * (`GET maintainaceConfig`, spelled as the portal this one replaces spells it) and the windows staff
 * schedule.
 */

/** The most a window's message may hold, in each language. */
export const MAINTENANCE_MESSAGE_MAX = 500;

/** GET maintainaceConfig: "Yes" while a window is on. */
export const maintenanceConfigReplySchema = {
  type: 'object',
  required: ['flag', 'exempt'],
  properties: {
    flag: { type: 'string', enum: ['Yes', 'No'] },
    exempt: { type: 'boolean', description: 'the caller is staff: their pages stay open during the window' },
    message: { type: 'string', description: 'the window’s message in the caller’s language (flag Yes only)' },
    starts_at: { type: 'string', format: 'date-time' },
    ends_at: { type: 'string', format: 'date-time' },
  },
} as const;
export type MaintenanceConfigReply = Wire<typeof maintenanceConfigReplySchema>;

const text = { type: 'string', minLength: 1, maxLength: MAINTENANCE_MESSAGE_MAX, pattern: '\\S' } as const;
/** an instant with its offset, e.g. 2027-03-01T22:00:00-05:00; the handler names a malformed one */
const instant = { type: 'string', maxLength: 40 } as const;

/** POST maintenance/windows: a window from start to end, with its message in both languages. */
export const maintenanceWindowBodySchema = {
  type: 'object',
  required: ['starts_at', 'ends_at', 'message_en', 'message_fr'],
  additionalProperties: false,
  properties: { starts_at: instant, ends_at: instant, message_en: text, message_fr: text },
} as const;
export type MaintenanceWindowBody = Wire<typeof maintenanceWindowBodySchema>;

export const maintenanceWindowSchema = {
  type: 'object',
  required: ['id', 'starts_at', 'ends_at', 'message_en', 'message_fr', 'on', 'created_by'],
  properties: {
    id: { type: 'string' },
    starts_at: { type: 'string', format: 'date-time' },
    ends_at: { type: 'string', format: 'date-time' },
    message_en: { type: 'string' },
    message_fr: { type: 'string' },
    on: { type: 'boolean', description: 'under way now' },
    created_by: { type: 'string', description: 'the staff member who scheduled it' },
  },
} as const;
export type MaintenanceWindow = Wire<typeof maintenanceWindowSchema>;

/** GET maintenance/windows: the windows under way or to come, soonest first. */
export const maintenanceWindowsReplySchema = {
  type: 'object',
  required: ['windows'],
  properties: { windows: { type: 'array', items: maintenanceWindowSchema } },
} as const;
export type MaintenanceWindowsReply = Wire<typeof maintenanceWindowsReplySchema>;

export const maintenanceWindowParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,18}$' } },
} as const;
export type MaintenanceWindowParams = Wire<typeof maintenanceWindowParamsSchema>;
