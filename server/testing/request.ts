/** One call to the app over HTTP, as the browser makes it: a JSON body in, the JSON reply out. */
export interface TestRequest {
  /** default GET */
  method?: string;
  /** path and query, e.g. `/smb/cnc/api/v2/proposals` */
  url: string;
  /** sent as JSON, with content-type application/json */
  body?: unknown;
  /** sent exactly as given, with content-type application/json: malformed JSON, escapes JSON.stringify would change */
  payload?: string;
  /** the Cookie header, e.g. from TestApp.login(); '' sends an empty one */
  cookie?: string;
  /** added last: they win over the ones above */
  headers?: Record<string, string>;
  /** origin of another instance sharing the database (default: the app called) */
  base?: string;
}

export interface TestReply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are read field by field in tests
  body: any;
}

/** Sends `request` to `origin` and reads the reply (an empty body reads as undefined). */
export async function sendRequest(origin: string, request: TestRequest): Promise<TestReply> {
  const sent = request.payload ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  const res = await fetch(`${request.base ?? origin}${request.url}`, {
    method: request.method ?? 'GET',
    headers: {
      ...(request.cookie === undefined ? {} : { cookie: request.cookie }),
      ...(sent === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    body: sent,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
