import { resolve } from 'node:path';

/** Everything the app reads from the environment, read once at boot. */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL server; unset → embedded PGlite in `dataDir` */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL server only: use this schema (tests isolate themselves with it) */
  dbSchema?: string;
  dbPoolSize: number;
  /** honour X-Forwarded-* from a reverse proxy (TLS terminated in front → Secure cookies) */
  trustProxy: boolean;
  bodyLimit: number;
  sessionMinutes: number;
  /** other origins allowed to make state-changing requests (e.g. a dev server) */
  allowedOrigins: string[];
  /** folder of program layouts and journeys */
  programsDir: string;
  /** built browser app; served when present */
  distDir: string;
  /** seed demo users on an empty embedded database */
  seedDemo: boolean;
  logLevel: string;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): AppConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : resolve(root, env.DATA_DIR || 'data'),
    dbSchema: env.DB_SCHEMA || undefined,
    dbPoolSize: int(env.DB_POOL_SIZE, 10, 'DB_POOL_SIZE'),
    trustProxy: env.TRUST_PROXY !== 'false',
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024, 'BODY_LIMIT'),
    sessionMinutes: int(env.SESSION_MINUTES, 480, 'SESSION_MINUTES'),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    programsDir: resolve(root, env.PROGRAMS_DIR || 'schemas/programs'),
    distDir: resolve(root, 'dist'),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== 'false' : !databaseUrl,
    logLevel: env.LOG_LEVEL || 'info',
  };
}
