import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestContext } from './client';
import { getProposal } from './proposals';

const ctx: RequestContext = { client: 'CANLAWYERS', locale: 'en-CA', programType: 'LAWYER', customerNumber: 'C100003' };

const replyWith = (status: number, body?: unknown) =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })));

afterEach(() => vi.unstubAllGlobals());

/**
 * "No application yet" is an expected answer, not a failure. A browser logs every 4xx reply as a
 * console error ("Failed to load resource"), so the client also takes the answer that a server
 * can give without one: 204 No Content.
 */
describe('getProposal: no application yet', () => {
  it.each([
    ['204 No Content', 204],
    ['404 Not Found', 404],
  ])('%s is null', async (_name, status) => {
    replyWith(status, status === 404 ? { status: 404 } : undefined);
    await expect(getProposal(ctx)).resolves.toBeNull();
  });

  it('a proposal is returned as is', async () => {
    replyWith(200, { id: 'p1', status: 'IN_PROGRESS', progress_states: [], progress_states_revision: 1 });
    await expect(getProposal(ctx)).resolves.toMatchObject({ id: 'p1' });
  });
});
