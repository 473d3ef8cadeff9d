import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { domainError } from '../errors/domain-error';

declare module '../db/schema' {
  interface Database {
    call_counts: { key: string; window_start: Date; calls: number };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts the call against `scope` for the caller's address in the current minute and refuses it
     * (429, Retry-After) past `perMinute` (docs/server.md "Rate limits").
     */
    limitCalls(request: FastifyRequest, reply: FastifyReply, scope: string, perMinute: number): Promise<void>;
  }
}

/** Rows of minutes older than this are swept now and then. */
const SWEEP_AFTER = '1 hour';

/**
 * A fixed one-minute window per (scope, client address), counted in PostgreSQL so every instance
 * shares it (no state in process memory that matters).
 */
export default fp(
  async (app) => {
    app.decorate('limitCalls', async (request: FastifyRequest, reply: FastifyReply, scope: string, perMinute: number) => {
      const key = `${scope}:${request.ip}`;
      const { rows } = await sql<{ calls: number; wait: number }>`
        insert into call_counts (key, window_start, calls) values (${key}, date_trunc('minute', now()), 1)
        on conflict (key) do update set
          calls = case when call_counts.window_start = date_trunc('minute', now()) then call_counts.calls + 1 else 1 end,
          window_start = date_trunc('minute', now())
        returning calls, ceil(extract(epoch from (window_start + interval '1 minute' - now())))::int as wait`.execute(app.db);
      const row = rows[0]!;
      // one call in a hundred clears the windows nobody has used for a while
      if (Math.random() < 0.01) await sql`delete from call_counts where window_start < now() - ${SWEEP_AFTER}::interval`.execute(app.db);
      if (row.calls > perMinute) {
        const wait = Math.max(1, row.wait);
        reply.header('retry-after', String(wait));
        throw domainError('lookupTooMany', { values: { count: wait }, extra: { retry_after_seconds: wait } });
      }
    });
  },
  { name: 'rate-limit', dependencies: ['db'], fastify: '5.x' },
);
