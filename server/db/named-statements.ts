import type { PostgresPool, PostgresPoolClient } from 'kysely';

/**
 * SQL texts run often enough to keep parsed and planned on each PostgreSQL connection
 * (a named prepared statement): registered by `prepared()`, named in order of registration.
 * Only fixed texts belong here; one-off queries stay unnamed so a connection's statements
 * do not grow without bound.
 */
const names = new Map<string, string>();

export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `hot_${names.size + 1}`);
}

type Query = (config: unknown, values?: unknown) => unknown;

/** A node-postgres pool whose clients run registered SQL texts as named prepared statements. */
export function namingPool(pool: PostgresPool): PostgresPool {
  // the pool hands the same clients out again: wrap each once
  const named = new WeakSet<PostgresPoolClient>();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      if (named.has(client)) return client;
      named.add(client);
      const query = client.query.bind(client) as Query;
      (client as unknown as { query: Query }).query = (config, values) => {
        const name = typeof config === 'string' ? names.get(config) : undefined;
        return name ? query({ name, text: config, values }) : query(config, values);
      };
      return client;
    },
    end: () => pool.end(),
  };
}
