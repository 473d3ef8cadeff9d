import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DbKind, type DatabaseOptions } from './connect';
import { findMigrations, migrate } from './migrations';
import type { Database } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database (Kysely). Use `db.transaction().execute(...)` for multi-statement writes. */
    db: Kysely<Database>;
    dbKind: DbKind;
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
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'db', fastify: '5.x' },
);
