import type { Wire } from './from-schema';
import { LOCALES } from '../types';

/** The environments a caller may name; the browser says `prd` when built for production, else `local`. */
export const ENVIRONMENTS = ['prod', 'prod2', 'prd', 'dr', 'dev', 'dev2', 'qa', 'qa2', 'local'] as const;

export const configQuerySchema = {
  type: 'object',
  required: ['client', 'page'],
  properties: {
    client: { type: 'string', minLength: 1, maxLength: 40, description: 'client code (CANACCT) or short code (accountant)' },
    locale: { type: 'string', enum: [...LOCALES], default: 'en-CA' },
    page: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
    environment: { type: 'string', enum: [...ENVIRONMENTS] },
  },
} as const;
export type ConfigQuery = Wire<typeof configQuerySchema>;

const VALIDATOR_KEY_SCHEMA = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const;

/**
 * One answer of the config service. Layout pages and the journey are served exactly as analysts
 * wrote them (bilingual, the LayoutPage / Journey types of adapters/types.ts): the browser compiles
 * them with compileLayout(page, {locale, ...}); beside a layout page, `markdown` holds its markdown
 * texts rendered to safe HTML by the server (adapters/markdown), so the browser renders no markdown
 * and `content` stays byte for byte the page its hash is computed over; `validators` names the
 * page's validator module per view, so the browser can start importing it with the layout
 * (src/app/route-preload.ts) instead of after compiling it. Components (errors, brandsConfig, user_idle,
 * exceptionFields) are resolved to the requested locale. `content_hash`: for a layout page the
 * hash saved steps are pinned to; for the others the sha-256 of the content.
 */
export const configReplySchema = {
  type: 'object',
  required: ['client', 'page', 'kind', 'locale', 'content_hash', 'content'],
  properties: {
    client: { type: 'string' },
    page: { type: 'string' },
    kind: { type: 'string', enum: ['layout', 'journey', 'component'] },
    locale: { type: 'string', enum: [...LOCALES] },
    content_hash: { type: 'string' },
    content: { description: 'layout: LayoutPage (bilingual); journey: Journey (bilingual); component: resolved to locale' },
    markdown: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: "layout only: the page's markdownText in both languages as sanitized HTML, keyed by the markdown source",
    },
    validators: {
      type: 'object',
      required: ['applicant', 'csr', 'sponsor'],
      properties: { applicant: VALIDATOR_KEY_SCHEMA, csr: VALIDATOR_KEY_SCHEMA, sponsor: VALIDATOR_KEY_SCHEMA },
      description:
        "layout only: the page's validator key (adapters/validators/validator-key.ts) per view, the same in every locale: the module is GET /validators/<client>/<page>/<key>.js. A hint: the browser uses the key of the page it compiled.",
    },
  },
} as const;
/** `T`: what `content` holds for the page asked (LayoutPage, Journey, a component). */
export type ConfigReply<T = unknown> = Omit<Wire<typeof configReplySchema>, 'content'> & { content: T };

/** Staff: what re-reading the layout files found. */
export const reloadReplySchema = {
  type: 'object',
  required: ['pages', 'journeys', 'problems', 'kept_last_good'],
  properties: {
    pages: { type: 'integer' },
    journeys: { type: 'integer' },
    problems: {
      type: 'array',
      items: { type: 'object', properties: { file: { type: 'string' }, path: { type: 'string' }, message: { type: 'string' } } },
    },
    kept_last_good: { type: 'array', items: { type: 'string' } },
  },
} as const;
export type ReloadReply = Wire<typeof reloadReplySchema>;
