import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DbKind, type DatabaseOptions } from './connect';
import { findMigrations, migrate } from './migrations';
import { localNotifications, postgresNotifications, type Notifications } from './notifications';
import type { Database } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database (Kysely). Use `db.transaction().execute(...)` for multi-statement writes. */
    db: Kysely<Database>;
    dbKind: DbKind;
    /** messages to every instance sharing the database (LISTEN/NOTIFY) */
    notifications: Notifications;
  }
}

export interface DbPluginOptions extends DatabaseOptions {
  /** the server/ folder, where migrations are found */
  serverDir: string;
}

/** Opens the database, applies pending migrations, closes it when the app closes. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const handle = await openDatabase(options);
    try {
      const applied = await migrate(handle.db, findMigrations(options.serverDir));
      if (applied.length > 0) app.log.info({ applied }, 'database migrations applied');
    } catch (err) {
      await handle.close();
      throw err;
    }
    const notifications = options.databaseUrl
      ? postgresNotifications(options.databaseUrl, options.schema, handle.db, (err) => app.log.warn({ err }, 'database notifications: connection lost, reconnecting'))
      : localNotifications();
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('notifications', notifications);
    app.addHook('onClose', async () => {
      await notifications.close();
      await handle.close();
    });
  },
  { name: 'db', fastify: '5.x' },
);
