import type { Wire } from './from-schema';

/**
 * A Canadian registration mark as typed: C, an optional hyphen, four letters (C-GABC, CFABC),
 * any case (docs/requirements.md §11.6).
 */
export const AIRCRAFT_MARK_PATTERN = '^[Cc]-?[A-Za-z]{4}$';

/** The mark as the register writes it: upper case with its hyphen (C-GABC), or undefined when it is not a mark. */
export function normalMark(typed: string): string | undefined {
  const mark = typed.trim().toUpperCase();
  return new RegExp(AIRCRAFT_MARK_PATTERN).test(mark) ? `C-${mark.replace(/^C-?/, '')}` : undefined;
}

export const aircraftQuerySchema = {
  type: 'object',
  required: ['mark'],
  additionalProperties: false,
  properties: { mark: { type: 'string', maxLength: 7, pattern: AIRCRAFT_MARK_PATTERN, description: 'registration mark, e.g. C-GABC' } },
} as const;
export type AircraftQuery = Wire<typeof aircraftQuerySchema>;

/** One aircraft of the Canadian civil aircraft register, with the register's own field names. */
export const aircraftRecordSchema = {
  type: 'object',
  required: ['mark', 'COMMON_NAME', 'BASIS_FOR_REGISTRATION_E_VALUE', 'ENGINE_CATEGORY_E_VALUE', 'ISSUE_DATE_VALUE', 'MANUFACTURE_OR_ASSEMBLY_VALUE'],
  properties: {
    mark: { type: 'string', description: 'the mark as registered, e.g. C-GABC' },
    COMMON_NAME: { type: 'string', description: 'make and model, e.g. Cessna 172M' },
    BASIS_FOR_REGISTRATION_E_VALUE: { type: 'string', description: 'e.g. Private, Commercial, State' },
    ENGINE_CATEGORY_E_VALUE: { type: 'string', description: 'e.g. Piston, Turbo Prop, Turbo Shaft, Turbo Fan' },
    ISSUE_DATE_VALUE: { type: 'string', format: 'date', description: 'date the certificate of registration was issued' },
    MANUFACTURE_OR_ASSEMBLY_VALUE: { type: 'string', description: 'Manufactured, or Amateur-built for a kit' },
  },
} as const;
export type AircraftRecord = Wire<typeof aircraftRecordSchema>;

/**
 * A page the browser showed (docs/requirements.md §11.8): its path only, never its query. Sent as a
 * beacon, which carries no headers of ours: the page's language and program are in the body.
 */
export const pageRouteBodySchema = {
  type: 'object',
  required: ['route', 'locale'],
  additionalProperties: false,
  properties: {
    locale: { type: 'string', enum: ['en-CA', 'fr-CA'] },
    client: { type: 'string', pattern: '^[A-Z]{3,20}$', description: 'client code of the page’s program, e.g. CANACCT' },
    route: { type: 'string', minLength: 1, maxLength: 200, pattern: '^/[A-Za-z0-9/_.-]*$', description: 'the page’s path, without query or fragment' },
    previous: { type: 'string', maxLength: 200, pattern: '^(/[A-Za-z0-9/_.-]*)?$', description: 'the path the browser came from in the app, if any' },
  },
} as const;
export type PageRouteBody = Wire<typeof pageRouteBodySchema>;
