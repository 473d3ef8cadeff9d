import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import requestLog from './request-log';

describe('request log', () => {
  it('writes one info line per answered request with method, url, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
      logController: new LogController({ disableRequestLogging: true }),
    });
    await app.register(requestLog);
    app.get('/things', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/things?page=2' });
    await app.inject({ method: 'GET', url: '/missing' });
    await app.close();
    const requests = lines.filter((l) => l.msg !== 'Server listening');
    expect(requests.map(({ method, url, status, msg }) => ({ method, url, status, msg }))).toEqual([
      { method: 'GET', url: '/things', status: 200, msg: 'request' },
      { method: 'GET', url: '/missing', status: 404, msg: 'request' },
    ]);
    expect(typeof requests[0]!.ms).toBe('number');
    expect(requests[0]!.reqId).toBeDefined();
  });
});
