import type { Wire } from './from-schema';

/**
 * The layout studio's wire contract (docs/requirements.md §13, "Layout studio"): analysts edit the
 * program layouts as versioned data. Every layout file is named by its path in the `schemas/`
 * folder layout (`programs/CANLAWYERS/pages/general-information.json`,
 * `programs/CANLAWYERS/journey.json`, `fixtures/CANLAWYERS/general-information/<name>.json`), so a
 * published set exports to that layout and imports from it unchanged. The configuration all programs
 * share (`config/brandsConfig.json`, `config/errors.json`) is versioned the same way, under the
 * pseudo-program SHARED_CONFIG.
 */

/** The most one layout file may hold (characters): the largest shipped page is about 60,000. */
export const STUDIO_FILE_MAX = 400_000;
/** The most files one publish or import may carry. */
export const STUDIO_FILES_MAX = 500;
/** The most a publish or rollback note may hold. */
export const STUDIO_NOTE_MAX = 500;

/** `programs/<CLIENT>/journey.json`, `programs/<CLIENT>/quick-quote-journey.json`, `programs/<CLIENT>/rating.json`, `programs/<CLIENT>/pages/<name>.json`, `fixtures/<CLIENT>/<page>/<name>.json`, `config/<name>.json` */
export const STUDIO_PATH_PATTERN =
  '^(config/(brandsConfig|errors)\\.json|programs/[A-Z0-9_]{2,20}/(journey|quick-quote-journey|rating)\\.json|programs/[A-Z0-9_]{2,20}/pages/[A-Za-z0-9_-]{1,80}\\.json|fixtures/[A-Z0-9_]{2,20}/[A-Za-z0-9_-]{1,80}/[A-Za-z0-9_-]{1,120}\\.json)$';
export const STUDIO_CLIENT_PATTERN = '^[A-Z0-9_]{2,20}$';

/**
 * The files of the configuration every program shares, as studio paths: the brand configuration
 * and the error catalogue. They are listed under this pseudo-program, which no real program is
 * called, and are checked against their own schema (schemas/config/<name>.schema.json).
 */
export const SHARED_CONFIG = 'SHARED';
export const SHARED_CONFIG_FILES = ['brandsConfig', 'errors'] as const;
export type SharedConfigName = (typeof SHARED_CONFIG_FILES)[number];

const SHARED_CONFIG_PATH = /^config\/(brandsConfig|errors)\.json$/;

/** `config/errors.json` → `errors`; undefined for any other path. */
export function sharedConfigName(path: string): SharedConfigName | undefined {
  return SHARED_CONFIG_PATH.exec(path)?.[1] as SharedConfigName | undefined;
}

export function sharedConfigPath(name: SharedConfigName): string {
  return `config/${name}.json`;
}

/** Whether the studio path is a file of the program `client` (the shared configuration's files belong to SHARED_CONFIG). */
export function isFileOfProgram(path: string, client: string): boolean {
  if (client === SHARED_CONFIG) return sharedConfigName(path) !== undefined;
  return path.startsWith(`programs/${client}/`) || path.startsWith(`fixtures/${client}/`);
}

const RATING_PLAN_PATH = /^programs\/([A-Z0-9_]{2,20})\/rating\.json$/;

/** The program of a rating plan's path (`programs/CANACCT/rating.json` → `CANACCT`); undefined for any other path (a rating plan is no layout file: classifyLayoutFile does not know it). */
export function ratingPlanProgram(path: string): string | undefined {
  return RATING_PLAN_PATH.exec(path)?.[1];
}

const path = { type: 'string', maxLength: 260, pattern: STUDIO_PATH_PATTERN } as const;
const text = { type: 'string', maxLength: STUDIO_FILE_MAX } as const;
const note = { type: 'string', maxLength: STUDIO_NOTE_MAX } as const;
const versionId = { type: 'string', pattern: '^[0-9]{1,18}$' } as const;

export const STUDIO_VERSION_STATUSES = ['draft', 'published', 'archived'] as const;
export type StudioVersionStatus = (typeof STUDIO_VERSION_STATUSES)[number];

/**
 * `rating` is the program's rating plan (docs/rating.md): served by the rating area, checked with
 * parsePlan. `config` is a file of the shared configuration (SHARED_CONFIG), read live by the server
 * and served by the config service.
 */
export const STUDIO_FILE_KINDS = ['page', 'journey', 'fixture', 'rating', 'config'] as const;
export type StudioFileKind = (typeof STUDIO_FILE_KINDS)[number];

/** One version of one file, without its text. */
export const studioVersionSchema = {
  type: 'object',
  required: ['id', 'path', 'status', 'hash', 'author', 'created_at', 'note'],
  properties: {
    id: versionId,
    path,
    status: { type: 'string', enum: STUDIO_VERSION_STATUSES },
    /** sha-256 of the text as stored (a page's answers are pinned to its layout hash, which is of its canonical JSON) */
    hash: { type: 'string' },
    author: { type: 'string', description: 'who saved it: a staff login, or "schemas/ files" for a version read from the repository' },
    created_at: { type: 'string', format: 'date-time' },
    published_at: { type: ['string', 'null'], format: 'date-time' },
    note: { type: 'string' },
  },
} as const;
export type StudioVersion = Wire<typeof studioVersionSchema>;

/** A version with its text. */
export const studioVersionWithTextSchema = {
  type: 'object',
  required: [...studioVersionSchema.required, 'text'],
  properties: { ...studioVersionSchema.properties, text: { type: 'string' } },
} as const;
export type StudioVersionWithText = Wire<typeof studioVersionWithTextSchema>;

/** One problem as `layouts:check` prints it: the file, the JSON path in it, the reason. */
export const studioProblemSchema = {
  type: 'object',
  required: ['file', 'path', 'message'],
  properties: { file: { type: 'string' }, path: { type: 'string' }, message: { type: 'string' } },
} as const;
export type StudioProblem = Wire<typeof studioProblemSchema>;

/** GET studio/programs: every program and its files, with the published version of each. */
export const studioProgramsReplySchema = {
  type: 'object',
  required: ['programs'],
  properties: {
    programs: {
      type: 'array',
      items: {
        type: 'object',
        required: ['client', 'files'],
        properties: {
          client: { type: 'string' },
          files: {
            type: 'array',
            items: {
              type: 'object',
              required: ['path', 'kind', 'published', 'draft'],
              properties: {
                path,
                kind: { type: 'string', enum: STUDIO_FILE_KINDS },
                published: { anyOf: [studioVersionSchema, { type: 'null' }] },
                draft: { anyOf: [studioVersionSchema, { type: 'null' }], description: 'the newest unpublished draft, if any' },
              },
            },
          },
        },
      },
    },
  },
} as const;
export type StudioProgramsReply = Wire<typeof studioProgramsReplySchema>;

/** GET studio/file?path=: the file's published text, its newest draft and every version, newest first. */
export const studioFileQuerySchema = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  properties: { path },
} as const;
export type StudioFileQuery = Wire<typeof studioFileQuerySchema>;

export const studioFileReplySchema = {
  type: 'object',
  required: ['path', 'published', 'draft', 'versions'],
  properties: {
    path,
    published: { anyOf: [studioVersionWithTextSchema, { type: 'null' }] },
    draft: { anyOf: [studioVersionWithTextSchema, { type: 'null' }] },
    versions: { type: 'array', items: studioVersionSchema },
  },
} as const;
export type StudioFileReply = Wire<typeof studioFileReplySchema>;

/** GET studio/version/:id: one version with its text (a diff or a rollback preview). */
export const studioVersionParamsSchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: versionId },
} as const;
export type StudioVersionParams = Wire<typeof studioVersionParamsSchema>;

/** PUT studio/draft: keeps the analyst's text as the file's draft (any text, even JSON that does not parse yet). */
export const studioDraftBodySchema = {
  type: 'object',
  required: ['path', 'text'],
  additionalProperties: false,
  properties: { path, text },
} as const;
export type StudioDraftBody = Wire<typeof studioDraftBodySchema>;

/** PUT studio/draft answers the draft kept (without its text). */
export const studioDraftReplySchema = studioVersionSchema;
export type StudioDraftReply = StudioVersion;

/** A changed file in a check or a publish: its path and its new text. */
const changeSchema = {
  type: 'object',
  required: ['path', 'text'],
  additionalProperties: false,
  properties: { path, text },
} as const;

/** POST studio/check: the program's published files with these changes, checked as a publish would be. */
export const studioCheckBodySchema = {
  type: 'object',
  required: ['client', 'changes'],
  additionalProperties: false,
  properties: {
    client: { type: 'string', pattern: STUDIO_CLIENT_PATTERN },
    changes: { type: 'array', maxItems: STUDIO_FILES_MAX, items: changeSchema },
  },
} as const;
export type StudioCheckBody = Wire<typeof studioCheckBodySchema>;

export const studioCheckReplySchema = {
  type: 'object',
  required: ['problems', 'warnings', 'fixtures'],
  properties: {
    problems: { type: 'array', items: studioProblemSchema },
    warnings: { type: 'array', items: studioProblemSchema },
    fixtures: { type: 'integer', description: 'how many fixtures ran' },
  },
} as const;
export type StudioCheckReply = Wire<typeof studioCheckReplySchema>;

/**
 * POST studio/publish: publishes the changes together. `base` holds, per changed path, the id of the
 * published version the analyst started from (null for a new file): when another publish moved one
 * of them since, 409 and nothing is published. A failing check: 422 with the problems, nothing
 * published.
 */
export const studioPublishBodySchema = {
  type: 'object',
  required: ['client', 'changes', 'base', 'note'],
  additionalProperties: false,
  properties: {
    client: { type: 'string', pattern: STUDIO_CLIENT_PATTERN },
    changes: { type: 'array', minItems: 1, maxItems: STUDIO_FILES_MAX, items: changeSchema },
    base: { type: 'object', maxProperties: STUDIO_FILES_MAX, additionalProperties: { anyOf: [versionId, { type: 'null' }] } },
    note,
  },
} as const;
export type StudioPublishBody = Wire<typeof studioPublishBodySchema>;

/**
 * What a refused publish, rollback or import adds to the error reply (adapters/api/error-reply.ts):
 * a 422 (code 10250) carries the check's `problems` and `warnings`, and one `messageList` entry per
 * problem (`field` the file, `label` "file path"); a 409 (code 10251) names the `path` whose
 * published version moved since its `base`.
 */
export const studioRefusalSchema = {
  type: 'object',
  properties: {
    problems: { type: 'array', items: studioProblemSchema },
    warnings: { type: 'array', items: studioProblemSchema },
    path: { type: 'string' },
  },
} as const;
export type StudioRefusal = Wire<typeof studioRefusalSchema>;

/** POST studio/rollback: republishes an earlier version of one file, after the same check. */
export const studioRollbackBodySchema = {
  type: 'object',
  required: ['version_id', 'base', 'note'],
  additionalProperties: false,
  properties: {
    version_id: versionId,
    /** the published version the analyst saw (409 when it moved) */
    base: { anyOf: [versionId, { type: 'null' }] },
    note,
  },
} as const;
export type StudioRollbackBody = Wire<typeof studioRollbackBodySchema>;

/** What a publish, a rollback or an import did: one audit entry and the versions now published. */
export const studioPublishReplySchema = {
  type: 'object',
  required: ['publish_id', 'published'],
  properties: {
    publish_id: versionId,
    published: { type: 'array', items: studioVersionSchema },
  },
} as const;
export type StudioPublishReply = Wire<typeof studioPublishReplySchema>;

export const STUDIO_AUDIT_ACTIONS = ['publish', 'rollback', 'import', 'files'] as const;

/** GET studio/audit?client=: the program's publishes, newest first. */
export const studioAuditQuerySchema = {
  type: 'object',
  required: ['client'],
  additionalProperties: false,
  properties: { client: { type: 'string', pattern: STUDIO_CLIENT_PATTERN } },
} as const;
export type StudioAuditQuery = Wire<typeof studioAuditQuerySchema>;

export const studioAuditReplySchema = {
  type: 'object',
  required: ['entries'],
  properties: {
    entries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'action', 'author', 'at', 'note', 'paths'],
        properties: {
          id: versionId,
          action: { type: 'string', enum: STUDIO_AUDIT_ACTIONS },
          author: { type: 'string' },
          at: { type: 'string', format: 'date-time' },
          note: { type: 'string' },
          paths: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;
export type StudioAuditReply = Wire<typeof studioAuditReplySchema>;

/** GET studio/export?client=: the program's published files in the schemas/ layout. */
export const studioExportSchema = {
  type: 'object',
  required: ['client', 'files'],
  additionalProperties: false,
  properties: {
    client: { type: 'string', pattern: STUDIO_CLIENT_PATTERN },
    files: { type: 'array', minItems: 1, maxItems: STUDIO_FILES_MAX, items: changeSchema },
  },
} as const;
export type StudioExport = Wire<typeof studioExportSchema>;

/**
 * POST studio/import: an export (of this or another environment) published after the full check,
 * as one publish; files of the program it does not hold stay as they are. 422 with the problems,
 * nothing published.
 */
export const studioImportBodySchema = {
  type: 'object',
  required: ['client', 'files', 'note'],
  additionalProperties: false,
  properties: { ...studioExportSchema.properties, note },
} as const;
export type StudioImportBody = Wire<typeof studioImportBodySchema>;
