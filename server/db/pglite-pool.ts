import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * A node-postgres-shaped pool over one PGlite instance, for Kysely's PostgresDialect.
 * PGlite is a single connection, so `connect()` hands out one client at a time: a
 * transaction keeps the client until it commits and every other query waits its turn.
 * (kysely-pglite-dialect pins an older PGlite, hence this shim.)
 */
export function pglitePool(pglite: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();

  const client = (release: () => void): PostgresPoolClient => ({
    async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
      // Like node-postgres, a query without parameters uses the simple protocol, so a
      // migration script may hold several statements.
      const result =
        parameters.length === 0
          ? (await pglite.exec(sql)).at(-1)
          : await pglite.query<R>(sql, [...parameters]);
      const rows = (result?.rows ?? []) as R[];
      return {
        command: (result?.command ?? 'SELECT') as PostgresQueryResult<R>['command'],
        rowCount: result?.rowCount ?? result?.affectedRows ?? rows.length,
        rows,
      };
    },
    release,
  }) as PostgresPoolClient;

  return {
    connect() {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const ready = tail;
      tail = ready.then(() => turn);
      return ready.then(() => client(release));
    },
    async end() {
      await tail;
      await pglite.close();
    },
  };
}
