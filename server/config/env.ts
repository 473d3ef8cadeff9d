import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { isIsoDate } from '../../adapters/format/date';

/** Card payments: the provider's API (server to server) and its hosted fields (in the browser). */
export interface PaymentsConfig {
  /** base URL of the payment provider, as both our server and the applicant's browser reach it */
  providerUrl: string;
  /** `npm start` starts the built-in sandbox provider on this port; null: a real provider is configured */
  sandboxPort: number | null;
  /** secret our server sends with each charge; the sandbox is started with the same one */
  apiKey: string;
}

/** Everything the app reads from the environment, read once at boot (docs/server.md "Start"). */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL server; unset → embedded PGlite in `dataDir` */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL server only: use this schema (tests isolate themselves with it) */
  dbSchema?: string;
  /** tests: an embedded database to start from, already migrated (server/testing/migrated-template.ts) */
  dbTemplate?: Blob;
  dbPoolSize: number;
  /**
   * Fastify's trustProxy: which X-Forwarded-* to believe. false (default): none, the peer is the
   * client; a number: that many proxy hops; a list: proxies at these addresses or CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  bodyLimit: number;
  /** absolute session lifetime */
  sessionMinutes: number;
  /** absolute lifetime of a session signed in with "Remember me" (same idle timeout) */
  sessionRememberDays: number;
  /** a session unused this long ends */
  sessionIdleMinutes: number;
  /** IDLE_TEST_SECONDS: the browser's idle warning shortened for end-to-end tests; refused in production */
  idleTest?: IdleTestTiming;
  /** TEST_TODAY: the server's calendar pinned to this day (yyyy-MM-dd) for end-to-end tests; refused in production */
  testToday?: string;
  /** live sessions a user may hold; signing in once more ends the oldest */
  sessionsPerUser: number;
  /** other origins allowed to make state-changing requests (e.g. a dev server) */
  allowedOrigins: string[];
  /** folder of program layouts and journeys */
  programsDir: string;
  /** built browser app; served when present */
  distDir: string;
  /** seed demo users on an empty embedded database */
  seedDemo: boolean;
  logLevel: string;
  payments: PaymentsConfig;
  mail: MailConfig;
  staffSignIn: StaffSignInConfig;
  /** ADDRESS_COMPLETE_KEY: Canada Post AddressComplete for the address lookup; unset: the embedded data set */
  addressComplete?: { key: string; url: string };
  /** the application PDF's delivery folder (docs/server.md "Application PDF delivery"); null: off */
  pdfDelivery: PdfDeliveryConfig | null;
}

/** The folder the application PDFs are delivered to, for an operator's SFTP sync to pick up. */
export interface PdfDeliveryConfig {
  dir: string;
}

/**
 * PDF_DELIVERY=off turns delivery off; PDF_DELIVERY_DIR is the folder, by default
 * `<DATA_DIR>/pdf-delivery` (off with DATA_DIR=memory://: a throw-away database has no folder).
 */
export function readPdfDelivery(env: NodeJS.ProcessEnv, root: string, dataDir: string): PdfDeliveryConfig | null {
  const mode = env.PDF_DELIVERY?.trim() || 'folder';
  if (mode !== 'folder' && mode !== 'off') throw new Error(`PDF_DELIVERY must be folder or off, got "${mode}"`);
  if (mode === 'off') return null;
  const dir = env.PDF_DELIVERY_DIR?.trim();
  if (dir) return { dir: resolve(root, dir) };
  return dataDir === 'memory://' ? null : { dir: join(dataDir, 'pdf-delivery') };
}

/** Staff single sign-on with OpenID Connect (docs/server.md "Staff sign-in"). */
export interface StaffSignInConfig {
  /** the provider's issuer URL, read with OpenID discovery */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * the portal's public origin (https://portal.example.com): the callback address the provider
   * sends the browser back to. Unset (embedded provider only): the origin the browser used.
   */
  publicUrl?: string;
  /** `npm start` starts the embedded provider on this port; null: a corporate provider is configured */
  devPort: number | null;
  /** the ID token claims holding the employee number and the groups */
  employeeClaim: string;
  groupsClaim: string;
}

function readStaffSignIn(env: NodeJS.ProcessEnv): StaffSignInConfig {
  const claims = { employeeClaim: env.OIDC_EMPLOYEE_CLAIM?.trim() || 'employee_number', groupsClaim: env.OIDC_GROUPS_CLAIM?.trim() || 'groups' };
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/$/, '') || undefined;
  if (publicUrl && !/^https?:\/\/[^/?#]+$/.test(publicUrl)) throw new Error(`PUBLIC_URL must be an origin like https://portal.example.com, got "${publicUrl}"`);
  const issuer = env.OIDC_ISSUER?.trim();
  if (issuer) {
    if (!/^https:\/\/[^/?#]+(\/[^?#]*)?$/.test(issuer)) throw new Error(`OIDC_ISSUER must be the https URL of the staff identity provider, got "${issuer}"`);
    const missing = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'PUBLIC_URL'].filter((name) => !env[name]?.trim());
    if (missing.length > 0) throw new Error(`${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required with OIDC_ISSUER (staff sign-in)`);
    return { issuer, clientId: env.OIDC_CLIENT_ID!.trim(), clientSecret: env.OIDC_CLIENT_SECRET!.trim(), publicUrl, devPort: null, ...claims };
  }
  const devPort = int(env.OIDC_DEV_PORT, 4010, 'OIDC_DEV_PORT');
  // the embedded provider is started by npm start with this same client (a secret made at each start is enough)
  return {
    issuer: `http://127.0.0.1:${devPort}`,
    clientId: 'portal',
    clientSecret: env.OIDC_CLIENT_SECRET?.trim() || randomBytes(24).toString('base64url'),
    publicUrl,
    devPort,
    ...claims,
  };
}

/** Outgoing mail (docs/server.md "Mail"). */
export interface MailConfig {
  /** SMTP server, e.g. smtp://user:pass@mail.example.com:587 or smtps://...; unset: messages go to the outbox table */
  smtpUrl?: string;
  /** the From address of every message */
  from: string;
  /** GET /dev/outbox lists the outbox: only without SMTP_URL and when NODE_ENV is not production */
  devOutbox: boolean;
}

function readMail(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]+/.test(smtpUrl)) throw new Error('SMTP_URL must look like smtp://host:port or smtps://user:password@host:port');
  return { smtpUrl, from: env.MAIL_FROM?.trim() || 'Insurance portal <no-reply@portal.invalid>', devOutbox: !smtpUrl && env.NODE_ENV !== 'production' };
}

/** Seconds of inactivity before the browser's countdown, and the countdown's length. */
export interface IdleTestTiming {
  warnAfterSeconds: number;
  countdownSeconds: number;
}

/** IDLE_TEST_SECONDS="<warn after>,<countdown>", e.g. "4,6": only for tests, never in production. */
export function parseIdleTest(value: string | undefined, nodeEnv: string | undefined): IdleTestTiming | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (nodeEnv === 'production') throw new Error('IDLE_TEST_SECONDS is for tests only and is refused with NODE_ENV=production');
  const match = /^(\d+),(\d+)$/.exec(v);
  const [warnAfterSeconds, countdownSeconds] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!(warnAfterSeconds >= 1 && countdownSeconds >= 1)) throw new Error(`IDLE_TEST_SECONDS must be "<warn after>,<countdown>" in whole seconds of at least 1, got "${v}"`);
  return { warnAfterSeconds, countdownSeconds };
}

/** TEST_TODAY="2027-09-15": only for tests, never in production (server/clock/today.ts). */
export function parseTestToday(value: string | undefined, nodeEnv: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (nodeEnv === 'production') throw new Error('TEST_TODAY is for tests only and is refused with NODE_ENV=production');
  if (!isIsoDate(v)) throw new Error(`TEST_TODAY must be a date like 2027-09-15, got "${v}"`);
  return v;
}

function int(value: string | undefined, fallback: number, name: string, min = 0): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer of at least ${min}, got "${value}"`);
  return n;
}

/** TRUST_PROXY: unset or "false" → false; "true" → every hop; "2" → two hops; "10.0.0.1,10.1.0.0/16" → those proxies. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return int(v, 0, 'TRUST_PROXY', 1);
  const list = v.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = list.find((s) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(s) && !['loopback', 'linklocal', 'uniquelocal'].includes(s));
  if (bad) throw new Error(`TRUST_PROXY must be false, true, a hop count or a comma list of proxy addresses, got "${bad}"`);
  return list;
}

function readPayments(env: NodeJS.ProcessEnv): PaymentsConfig {
  const external = env.PAYMENT_PROVIDER_URL?.trim();
  if (external) {
    if (!/^https?:\/\/[^/]+$/.test(external.replace(/\/$/, ''))) throw new Error(`PAYMENT_PROVIDER_URL must be an origin like https://pay.example.com, got "${external}"`);
    if (!env.PAYMENT_API_KEY) throw new Error('PAYMENT_API_KEY is required with PAYMENT_PROVIDER_URL');
    return { providerUrl: external.replace(/\/$/, ''), sandboxPort: null, apiKey: env.PAYMENT_API_KEY };
  }
  const sandboxPort = int(env.PAYMENT_SANDBOX_PORT, 8090, 'PAYMENT_SANDBOX_PORT');
  // a key made at each start is enough for the sandbox, which npm start starts with the same config
  return { providerUrl: `http://127.0.0.1:${sandboxPort}`, sandboxPort, apiKey: env.PAYMENT_API_KEY || `sbx_key_${randomBytes(16).toString('hex')}` };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): AppConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = env.DATA_DIR === 'memory://' ? 'memory://' : resolve(root, env.DATA_DIR || 'data');
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir,
    dbSchema: env.DB_SCHEMA || undefined,
    dbPoolSize: int(env.DB_POOL_SIZE, 10, 'DB_POOL_SIZE'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024, 'BODY_LIMIT'),
    sessionMinutes: int(env.SESSION_MINUTES, 480, 'SESSION_MINUTES', 1),
    sessionRememberDays: int(env.SESSION_REMEMBER_DAYS, 30, 'SESSION_REMEMBER_DAYS', 1),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 30, 'SESSION_IDLE_MINUTES', 1),
    idleTest: parseIdleTest(env.IDLE_TEST_SECONDS, env.NODE_ENV),
    testToday: parseTestToday(env.TEST_TODAY, env.NODE_ENV),
    sessionsPerUser: int(env.SESSIONS_PER_USER, 5, 'SESSIONS_PER_USER', 1),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    programsDir: resolve(root, env.PROGRAMS_DIR || 'schemas/programs'),
    distDir: resolve(root, 'dist'),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== 'false' : !databaseUrl,
    logLevel: env.LOG_LEVEL || 'info',
    payments: readPayments(env),
    mail: readMail(env),
    staffSignIn: readStaffSignIn(env),
    addressComplete: env.ADDRESS_COMPLETE_KEY?.trim()
      ? { key: env.ADDRESS_COMPLETE_KEY.trim(), url: env.ADDRESS_COMPLETE_URL?.trim().replace(/\/$/, '') || 'https://ws1.postescanada-canadapost.ca/AddressComplete' }
      : undefined,
    pdfDelivery: readPdfDelivery(env, root, dataDir),
  };
}
