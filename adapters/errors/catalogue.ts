/**
 * The error catalogue (docs/requirements.md §10.5): the records of the config service's `errors`
 * component, resolved to one language, and the one look-up the browser and the server both use.
 * The records are data (schemas/config/errors.json); analysts edit them, never this code.
 */

/** How a record shows: on the form, at the top of the page, on the error page, or by leaving for its address. */
export const DISPLAY_MODES = ['inline', 'onPage', 'errorPage', 'redirect'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/** One catalogue record in one language. */
export interface CatalogueRecord {
  /** the context: a page or call name (`proposals`, `login`…) or `generalError` */
  page: string;
  status: number;
  errorCode: number;
  title: string;
  message: string;
  showDirectionBtn: boolean;
  /** where errorPage and redirect records lead, under the base URL; the text `errorCode` stands for the status */
  reDirectionUrl: string;
  showHomeButton: boolean;
  homeUrl: string;
  errorType: DisplayMode;
  errorPositionOnPage?: string;
}

/** The failure to look up: the context, the reply's status (default 500) and code (default 0), and its message. */
export interface Failure {
  page?: string;
  status?: number;
  code?: number;
  /** the server's own `message`, shown unchanged only for the pass-through below */
  serverMessage?: string;
}

export const GENERAL_ERROR = 'generalError';

/** The one failure whose server message is shown as the server wrote it (docs/requirements.md §10.5). */
export const PASS_THROUGH = { status: 422, code: 10043 } as const;

/**
 * The record for a failure: in its page, the record of its status and code, else the page's first
 * record for the status; else the same two steps in `generalError`; else generalError's first
 * record; else the default service error, whose text is `unknownText` ("Unknown Error").
 */
export function lookupError(records: readonly CatalogueRecord[], failure: Failure, unknownText: string): CatalogueRecord {
  const status = failure.status ?? 500;
  const code = failure.code ?? 0;
  const inPage = (page: string) => {
    const own = records.filter((r) => r.page === page);
    return own.find((r) => r.status === status && r.errorCode === code) ?? own.find((r) => r.status === status);
  };
  return (
    inPage(failure.page ?? GENERAL_ERROR) ??
    inPage(GENERAL_ERROR) ??
    records.find((r) => r.page === GENERAL_ERROR) ?? {
      page: GENERAL_ERROR,
      status,
      errorCode: code,
      title: unknownText,
      message: unknownText,
      showDirectionBtn: false,
      reDirectionUrl: '/error/errorCode',
      showHomeButton: true,
      homeUrl: '/',
      errorType: 'errorPage',
    }
  );
}

/**
 * Catalogue text as shown: letters (accented ones too), digits, spaces and `. : ,` only, as the rule
 * says; **Decision**: the apostrophe and the hyphen stay too, or French ("n’avez", "l’application")
 * and words such as "e-mail" would be misspelt. Runs of spaces left by removed characters become one.
 */
export function sanitizeMessage(text: string): string {
  return text
    .replace(/[^\p{L}\p{M}\p{N} .:,'’-]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The message a person reads for `record`: sanitized catalogue text, or the server's own for the pass-through. */
export function messageOf(record: CatalogueRecord, failure: Failure): string {
  const status = failure.status ?? 500;
  const code = failure.code ?? 0;
  if (status === PASS_THROUGH.status && code === PASS_THROUGH.code && failure.serverMessage) return failure.serverMessage;
  return sanitizeMessage(record.message);
}

/** What the browser does with a looked-up record. */
export type ErrorAction =
  | { kind: 'show'; mode: 'inline' | 'onPage'; title: string; message: string }
  | { kind: 'navigate'; mode: 'errorPage' | 'redirect'; to: string };

/**
 * inline and onPage show in place (the page scrolls to the top); errorPage and redirect leave for the
 * record's address under `base`, `errorCode` replaced by the status. An address that is not a path of
 * this site (another origin, `//host`) is never followed: the error page of the status instead.
 */
export function errorAction(record: CatalogueRecord, failure: Failure, base: string): ErrorAction {
  const status = failure.status ?? 500;
  if (record.errorType === 'inline' || record.errorType === 'onPage') {
    return { kind: 'show', mode: record.errorType, title: sanitizeMessage(record.title), message: messageOf(record, failure) };
  }
  const url = record.reDirectionUrl.replace('errorCode', String(status));
  const safe = url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
  return { kind: 'navigate', mode: record.errorType, to: `${base}${safe ? url : `/error/${status}`}` };
}
