import { fileURLToPath } from 'node:url';
import { readConfig } from '../config/env';
import { openDatabase } from '../db/connect';
import { findMigrations, migrate } from '../db/migrations';
import { resetDemo } from './reset';

/**
 * `npm run demo:reset`: the demo accounts back to a fresh start, in the database `npm start` uses
 * (DATA_DIR, or DATABASE_URL). Stop the portal first: the embedded database is one process's.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.dbSchema, poolSize: 1 });
  try {
    await migrate(handle.db, findMigrations(fileURLToPath(new URL('..', import.meta.url))));
    const done = await resetDemo(handle.db);
    console.log(
      `Demo accounts reset (${handle.kind}): ${done.proposals} applications, ${done.policies} policies and ${done.payments} payments removed; ` +
        `${done.accounts.length} accounts created with the demo password.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(`demo:reset failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
