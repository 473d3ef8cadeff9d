/**
 * HTTP status texts, once for the browser and the server. The table of docs/requirements.md §10.2
 * wraps every failed call; the server also answers a few statuses the spec does not list.
 * These English texts are protocol (the `error` of a reply, an ApiError's statusText); what a
 * person reads is the message `<area>.http.status.<key>` in their language (see statusTextKey).
 */
export const SPEC_STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  407: 'Proxy Authentication Required',
  408: 'Request Timeout',
  414: 'URI too Long',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The spec's table plus the other statuses the API answers (HTTP's own texts). */
export const HTTP_STATUS_TEXT: Readonly<Record<number, string>> = {
  ...SPEC_STATUS_TEXT,
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
};

/** "otherwise a generic something-went-wrong text" (docs/requirements.md §10.2) */
export const GENERIC_STATUS_TEXT = 'Something went wrong';

/** The spec's text for `status`, else the generic one (what the browser wraps errors with). */
export function specStatusText(status: number): string {
  return SPEC_STATUS_TEXT[status] ?? GENERIC_STATUS_TEXT;
}

/** The `error` text of a server reply: the spec's table, HTTP's other texts, else generic. */
export function httpStatusText(status: number): string {
  return HTTP_STATUS_TEXT[status] ?? GENERIC_STATUS_TEXT;
}

/**
 * Key of the bilingual message for `status` within a table: `"400"` … or `"other"`.
 * The browser words `app.http.status.<key>` over SPEC_STATUS_TEXT, the server
 * `server.http.status.<key>` over HTTP_STATUS_TEXT.
 */
export function statusTextKey(status: number, table: Readonly<Record<number, string>> = SPEC_STATUS_TEXT): string {
  return status in table ? String(status) : 'other';
}
