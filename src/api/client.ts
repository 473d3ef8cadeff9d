/**
 * The one HTTP client of the app (docs/requirements.md §12.1, §10). Every call carries the journey's common
 * headers; every failure becomes an ApiError with the spec's status text. Pointing the app at
 * another backend that honours the same contract means changing only this module.
 */
import type { FieldError, Locale } from '../../adapters/types';
import type { FlagHeader, RequestHeaders } from '../../adapters/api';
// the module, not the barrel: the schemas beside it stay out of the bundle
import { specStatusText, statusTextKey } from '../../adapters/api/status-text';
import type { Failure } from '../../adapters/errors/catalogue';
import { rememberFailure } from './last-failure';
import { requestIdFrom } from '../../adapters/api/request-id';

/** Who is calling, for the common headers. */
export interface RequestContext {
  client: string;
  /** language of the page: the server words its messages in it */
  locale: Locale;
  programType: string;
  sessionId?: string;
  customerNumber?: string;
  /** the user's login, sent as okta_user_name */
  userName?: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** progress_states_revision the write is based on */
  revision?: number;
  /** the spec's optional true/false headers, e.g. generate_quote, renewal, quick_renew */
  flags?: Partial<Record<FlagHeader, boolean>>;
  timeoutMs?: number;
  /** the request outlives the page (sent as it is hidden or closed); its body must stay under 64 KiB */
  keepalive?: boolean;
}

/** Statuses that leave the page for {base}/error/{status} (docs/requirements.md §10.4); others stay. */
export const REDIRECT_STATUSES: readonly number[] = [500, 503, 401, 408, 0];

export class ApiError extends Error {
  /** the English status text (docs/requirements.md §10.2), for logs and callers; people read statusTextId */
  readonly statusText: string;
  /** the failed call's context for the error catalogue: its first path segment (`proposals`, `login`…) */
  context: string | undefined;
  constructor(
    readonly status: number,
    /** the parsed JSON body of the reply, when there was one */
    readonly body: Record<string, unknown> | undefined,
  ) {
    super(specStatusText(status));
    this.name = 'ApiError';
    this.statusText = this.message;
  }

  /** id of the status text in the reader's language (app.json), e.g. `app.http.status.408` */
  get statusTextId(): string {
    return `app.http.status.${statusTextKey(this.status)}`;
  }

  get redirects(): boolean {
    return REDIRECT_STATUSES.includes(this.status);
  }

  /** the reply's error code, for the error catalogue (docs/requirements.md §10.5); 0 when none */
  get code(): number {
    return typeof this.body?.code === 'number' ? this.body.code : 0;
  }

  /** the server's summary text of a 400, e.g. "First name and Email address are required" */
  get serverMessage(): string | undefined {
    return typeof this.body?.message === 'string' ? this.body.message : undefined;
  }

  /** the failure as the error catalogue looks it up (docs/requirements.md §10.5) */
  get failure(): Failure {
    return { page: this.context, status: this.status, code: this.code, serverMessage: this.serverMessage };
  }

  /** the fields a 400 rejected */
  get messageList(): FieldError[] {
    const list = this.body?.messageList;
    if (!Array.isArray(list)) return [];
    return list.filter(isFieldError).map((e) => ({
      field: e.field,
      label: typeof e.label === 'string' ? e.label : e.field,
      message: e.message,
    }));
  }
}

const DEFAULT_TIMEOUT_MS = 30_000;

export async function apiRequest<T>(path: string, ctx: RequestContext, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, revision, flags, timeoutMs = DEFAULT_TIMEOUT_MS, keepalive } = options;
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      // content-type only with a body: a JSON content type with an empty body is a 400 on the server
      headers: { ...commonHeaders(ctx, revision), ...flagHeaders(flags), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (e) {
    // A timeout is a 408; any other failure to reach the server (offline, CORS) is status 0.
    throw failed(path, new ApiError((e as Error).name === 'TimeoutError' ? 408 : 0, undefined));
  }
  const parsed = await readJson(response);
  if (!response.ok) throw failed(path, new ApiError(response.status, isRecord(parsed) ? parsed : undefined));
  return parsed as T;
}

/**
 * Remembers the failure for the error page's catalogue look-up, should the page leave for it
 * (./last-failure.ts): its context is the call's first path segment (`proposals`, `policies`,
 * `login`…), its code and message the reply's.
 */
function failed(path: string, error: ApiError): ApiError {
  error.context = path.replace(/^\/smb\/cnc\/api\/v\d+\//, '').split(/[/?]/)[0];
  rememberFailure(error.failure);
  return error;
}

export function commonHeaders(ctx: RequestContext, revision?: number): RequestHeaders {
  const headers: RequestHeaders = {
    accept: 'application/json',
    'accept-language': ctx.locale,
    request_id: requestIdFrom(crypto.randomUUID(), crypto.randomUUID()),
    request_timestamp: new Date().toISOString(),
    client: ctx.client,
    program_type: ctx.programType,
  };
  if (ctx.sessionId) headers.session_id = ctx.sessionId;
  if (ctx.customerNumber) headers.customer_number = ctx.customerNumber;
  if (ctx.userName) headers.okta_user_name = ctx.userName;
  if (revision !== undefined) headers.revision = String(revision);
  return headers;
}

function flagHeaders(flags: RequestOptions['flags']): Pick<RequestHeaders, FlagHeader> {
  return Object.fromEntries(Object.entries(flags ?? {}).map(([k, v]) => [k, v ? 'true' : 'false']));
}

function withQuery(path: string, query: RequestOptions['query']): string {
  const entries = Object.entries(query ?? {}).filter((e): e is [string, string] => e[1] !== undefined);
  return entries.length ? `${path}?${new URLSearchParams(entries).toString()}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isFieldError(v: unknown): v is { field: string; message: string; label?: unknown } {
  return isRecord(v) && typeof v.field === 'string' && typeof v.message === 'string';
}
