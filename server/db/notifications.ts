import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Messages between the instances that share a database (PostgreSQL LISTEN/NOTIFY), e.g. "the
 * layouts were reloaded" so every instance behind the load balancer re-reads its files.
 * Channels are scoped to the schema the app works in, so apps in other schemas never hear them.
 */
export interface Notifications {
  /**
   * Calls `handler` with each payload sent on `channel` by any instance, this one included.
   * `null` means the listening connection was lost and is back: something may have been missed.
   */
  listen(channel: string, handler: (payload: string | null) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

type Handler = (payload: string | null) => void;

function handlers() {
  const byChannel = new Map<string, Set<Handler>>();
  return {
    add(channel: string, handler: Handler): void {
      if (!byChannel.has(channel)) byChannel.set(channel, new Set());
      byChannel.get(channel)!.add(handler);
    },
    channels: () => [...byChannel.keys()],
    call(channel: string, payload: string | null): void {
      for (const handler of byChannel.get(channel) ?? []) handler(payload);
    },
    callAll(payload: null): void {
      for (const channel of byChannel.keys()) this.call(channel, payload);
    },
  };
}

/** Embedded PGlite: one process owns the database, so a notification only reaches this process. */
export function localNotifications(): Notifications {
  const registered = handlers();
  return {
    listen: async (channel, handler) => registered.add(channel, handler),
    notify: async (channel, payload) => queueMicrotask(() => registered.call(channel, payload)),
    close: async () => {},
  };
}

const RECONNECT_MS = 1000;

/** The application_name of the listening connection of the apps working in `schema`. */
export const listenerName = (schema: string | undefined): string => `portal notifications ${schema ?? 'public'}`;

/**
 * PostgreSQL server: one connection of its own does the LISTENs (a pooled one would be handed to
 * other queries); if it is lost it reconnects, listens again and tells the handlers (`null`).
 * Notifications go out through the pool, so sending does not wait for that connection.
 */
export function postgresNotifications(url: string, schema: string | undefined, db: Kysely<Database>, onError: (err: Error) => void): Notifications {
  const registered = handlers();
  const scoped = (channel: string) => `${schema ?? 'public'}.${channel}`;
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = async (): Promise<pg.Client> => {
    // named so an operator (or a test) can tell it apart in pg_stat_activity
    const c = new pg.Client({ connectionString: url, application_name: listenerName(schema) });
    c.on('notification', (msg) => {
      const channel = registered.channels().find((name) => scoped(name) === msg.channel);
      if (channel !== undefined) registered.call(channel, msg.payload ?? '');
    });
    c.on('error', (err) => {
      onError(err);
      lost(c);
    });
    c.on('end', () => lost(c));
    await c.connect();
    try {
      for (const channel of registered.channels()) await c.query(`listen ${pg.escapeIdentifier(scoped(channel))}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    return c;
  };
  const lost = (c: pg.Client) => {
    if (client !== c || closed) return;
    client = undefined;
    reconnectLater();
  };
  const reconnectLater = () => {
    setTimeout(() => {
      if (closed) return;
      ready().then(
        () => registered.callAll(null),
        (err: Error) => {
          onError(err);
          reconnectLater();
        },
      );
    }, RECONNECT_MS).unref();
  };
  const ready = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().then(
      (c) => {
        client = c;
        connecting = undefined;
        return c;
      },
      (err: unknown) => {
        connecting = undefined;
        throw err;
      },
    );
    return connecting;
  };

  return {
    async listen(channel, handler) {
      const known = registered.channels().includes(channel);
      registered.add(channel, handler);
      const c = await ready();
      if (!known) await c.query(`listen ${pg.escapeIdentifier(scoped(channel))}`);
    },
    async notify(channel, payload) {
      await sql`select pg_notify(${scoped(channel)}, ${payload})`.execute(db);
    },
    async close() {
      closed = true;
      const c = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
