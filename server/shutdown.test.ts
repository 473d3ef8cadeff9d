import { describe, expect, it } from 'vitest';
import type { FastifyPluginAsync } from 'fastify';
import { startTestApp } from './testing/test-app';

/** A route that takes a while, standing in for a request in flight during shutdown. */
const slow: FastifyPluginAsync = async (app) => {
  app.get('/slow', { schema: { hide: true } }, async () => {
    await new Promise((r) => setTimeout(r, 400));
    return { done: true };
  });
};

describe('shutdown (what start.ts does on SIGTERM/SIGINT)', () => {
  it('finishes the request in flight, refuses new connections, then closes the database', async () => {
    const t = await startTestApp({}, [slow]);
    const inFlight = fetch(`${t.url}/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((r) => setTimeout(r, 100));
    const closing = t.close();
    await new Promise((r) => setTimeout(r, 50));
    await expect(fetch(`${t.url}/healthz`)).rejects.toThrow();
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    await closing;
    await expect(t.app.db.selectFrom('users').select('login').execute()).rejects.toThrow();
  });
});
