import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let alice: string;
beforeAll(async () => {
  t = await startTestApp({ bodyLimit: 2048 });
  alice = await t.login('a@test');
});
afterAll(() => t?.close());

const P = '/smb/cnc/api/v2/proposals';

const raw = (method: string, path: string, payload: string | undefined, headers: Record<string, string>) => t.request({ method, url: path, cookie: alice, payload, headers });

describe('error replies', () => {
  it('malformed JSON is a 400 that says so', async () => {
    const res = await raw('POST', P, '{"current_progress_state": ', { 'content-type': 'application/json' });
    expect(res).toEqual({ status: 400, body: { status: 400, error: 'Bad Request', message: 'The request body is not valid JSON.', code: 10003 } });
  });

  it('an empty JSON body is a 400, not a 500', async () => {
    const res = await raw('POST', P, '', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });

  it('a body over the limit is a 413', async () => {
    const big = JSON.stringify({ current_progress_state: 'X', progress_states: [{ name: 'X', form_elements: { note: 'x'.repeat(5000) } }] });
    const res = await raw('POST', P, big, { 'content-type': 'application/json' });
    expect(res).toEqual({ status: 413, body: { status: 413, error: 'Payload Too Large', message: 'The request is too large.', code: 10004 } });
  });

  it('an unsupported media type is a 415', async () => {
    const res = await raw('POST', P, 'a=b', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ error: 'Unsupported Media Type', message: 'Content type “application/x-www-form-urlencoded” is not supported. Send application/json.' });
  });

  it('an unknown route is a 404 naming it', async () => {
    const res = await raw('GET', '/smb/cnc/api/v2/nothing-here?x=1', undefined, {});
    expect(res).toEqual({ status: 404, body: { status: 404, error: 'Not Found', message: 'There is no GET /smb/cnc/api/v2/nothing-here.', code: 10006 } });
  });

  it('a body that breaks the route schema is a 400 naming the field', async () => {
    const res = await raw('POST', P, JSON.stringify({ progress_states: [] }), { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please review this field: body.current_progress_state.');
    expect(res.body.messageList).toEqual([{ field: 'body.current_progress_state', label: 'body.current_progress_state', message: "must have required property 'current_progress_state'" }]);
  });

  it('a state-changing request from another origin is refused', async () => {
    const res = await raw('POST', '/smb/cnc/api/v2/logout', undefined, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This request must come from the portal itself.');
    const own = await raw('POST', '/smb/cnc/api/v2/logout', undefined, { origin: t.url });
    expect(own.status).toBe(200);
  });
});
