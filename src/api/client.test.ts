import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, type RequestContext } from './client';

const ctx: RequestContext = {
  client: 'CANACCT',
  locale: 'fr-CA',
  programType: 'ACCOUNTANT',
  customerNumber: 'C100002',
  userName: 'accountant@demo.test',
};

function replyWith(status: number, body?: unknown) {
  const fetchMock = vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends the common headers, the revision and the query', async () => {
    const fetchMock = replyWith(200, { ok: true });
    await expect(
      apiRequest('/smb/cnc/api/v2/proposals', ctx, { method: 'PATCH', body: { a: 1 }, revision: 7, query: { page: 'x', skip: undefined } }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/smb/cnc/api/v2/proposals?page=x');
    const headers = init.headers as Record<string, string>;
    expect(headers).toMatchObject({
      client: 'CANACCT',
      program_type: 'ACCOUNTANT',
      customer_number: 'C100002',
      okta_user_name: 'accountant@demo.test',
      revision: '7',
      'content-type': 'application/json',
      'accept-language': 'fr-CA',
    });
    expect(headers.request_id).toMatch(/^[0-9a-f-]{40}$/);
    expect(Number.isNaN(Date.parse(headers.request_timestamp!))).toBe(false);
    expect(init.body).toBe('{"a":1}');
  });

  it('sends no content type and no revision on a plain GET', async () => {
    const fetchMock = replyWith(200, {});
    await apiRequest('/x', ctx);
    const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers['content-type']).toBeUndefined();
    expect(headers.revision).toBeUndefined();
  });

  it.each([
    [400, 'Bad Request', false],
    [401, 'Unauthorized', true],
    [403, 'Forbidden', false],
    [404, 'Not Found', false],
    [408, 'Request Timeout', true],
    [409, 'Something went wrong', false],
    [429, 'Too Many Requests', false],
    [500, 'Internal Server Error', true],
    [503, 'Service Unavailable', true],
    [504, 'Gateway Timeout', false],
  ])('wraps %i with the status text "%s" (error page: %s)', async (status, text, redirects) => {
    replyWith(status, { status, message: 'server words' });
    const error = await failure(apiRequest('/x', ctx));
    expect(error.status).toBe(status);
    expect(error.statusText).toBe(text);
    expect(error.statusTextId).toBe(text === 'Something went wrong' ? 'app.http.status.other' : `app.http.status.${status}`);
    expect(error.redirects).toBe(redirects);
    expect(error.serverMessage).toBe('server words');
  });

  it('reads a 400 messageList as field errors', async () => {
    replyWith(400, {
      status: 400,
      message: 'Veuillez corriger : Prénom et Adresse courriel.',
      code: 1001,
      messageList: [
        { field: 'first_name', label: 'Prénom', message: 'Ce champ est obligatoire.' },
        { field: 'email_address', label: 'Adresse courriel', message: 'Adresse invalide.' },
        { nonsense: true },
      ],
    });
    const error = await failure(apiRequest('/x', ctx, { method: 'POST', body: {} }));
    expect(error.serverMessage).toBe('Veuillez corriger : Prénom et Adresse courriel.');
    expect(error.messageList).toEqual([
      { field: 'first_name', label: 'Prénom', message: 'Ce champ est obligatoire.' },
      { field: 'email_address', label: 'Adresse courriel', message: 'Adresse invalide.' },
    ]);
  });

  it('turns an unreachable server into status 0 and a timeout into 408', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const offline = await failure(apiRequest('/x', ctx));
    expect([offline.status, offline.redirects, offline.statusText]).toEqual([0, true, 'Something went wrong']);

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('timed out', 'TimeoutError'))));
    const slow = await failure(apiRequest('/x', ctx));
    expect([slow.status, slow.statusText]).toEqual([408, 'Request Timeout']);
  });

  it('keeps a non-JSON error body out of the way', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })));
    const error = await failure(apiRequest('/x', ctx));
    expect(error.body).toBeUndefined();
    expect(error.messageList).toEqual([]);
  });
});
