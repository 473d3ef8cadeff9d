import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from '../app';
import { readConfig, type AppConfig } from '../config/env';
import { dropSchema } from '../db/connect';
import { seedAccounts } from '../demo/seed';
import type { DemoAccount } from '../demo/accounts';
import { migratedTemplate } from './migrated-template';
import { sendRequest, type TestReply, type TestRequest } from './request';

export type { TestReply, TestRequest } from './request';

export const FIXTURE_PROGRAMS = fileURLToPath(new URL('./fixtures/programs', import.meta.url));
export const TEST_PASSWORD = 'Test!Password7';

/** Two applicants of the fixture program, a CSR and a sponsor. */
export const TEST_ACCOUNTS: DemoAccount[] = [
  { login: 'a@test', kind: 'applicant', first_name: 'Ann', last_name: 'Able', customer_number: 'T001', client: 'TESTPROG', locale: 'en-CA' },
  { login: 'b@test', kind: 'applicant', first_name: 'Bob', last_name: 'Baker', customer_number: 'T002', client: 'TESTPROG', locale: 'en-CA' },
  { login: 'csr@test', kind: 'csr', employee_number: 'E900001', first_name: 'Cy', last_name: 'Rep', customer_number: null, client: null, locale: 'en-CA' },
  { login: 'sponsor@test', kind: 'sponsor', first_name: 'Sue', last_name: 'Sponsor', customer_number: null, client: null, locale: 'en-CA' },
];

export interface TestApp {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  url: string;
  /** signs in over HTTP and returns the Cookie header value of a new session */
  login(login: string, password?: string): Promise<string>;
  /** the Cookie header of `login`'s test session: signed in on first use, then the same one (a user's live sessions are capped) */
  session(login: string): Promise<string>;
  /** one call over HTTP (server/testing/request.ts) */
  request(request: TestRequest): Promise<TestReply>;
  /** one call as `login`, in its test session: fastify/demo's injectWithLogin, over HTTP */
  requestAs(login: string, request: TestRequest): Promise<TestReply>;
  close(): Promise<void>;
}

/**
 * The real app on a loopback port, on an in-memory PGlite started from the migrated copy
 * (migrated-template.ts) — or, when DATABASE_URL is set,
 * on that PostgreSQL server inside a schema of its own (dropped on close), so test files
 * never collide.
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  extra: FastifyPluginAsync[] = [],
  /** Fastify's logger option (a test reading the log passes `{ level, stream }`); none by default */
  logger: boolean | object = false,
): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config: AppConfig = {
    ...readConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'warn' }),
    databaseUrl,
    dbSchema: schema,
    programsDir: FIXTURE_PROGRAMS,
    distDir: '/nonexistent-dist',
    seedDemo: false,
    host: '127.0.0.1',
    port: 0,
    ...overrides,
  };
  if (!config.databaseUrl && config.dataDir === 'memory://' && !config.dbTemplate) config.dbTemplate = await migratedTemplate();
  const app = await buildApp(config, logger, extra);
  await seedAccounts(app.db, TEST_ACCOUNTS, TEST_PASSWORD);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const sessions = new Map<string, Promise<string>>();
  const t: TestApp = {
    app,
    url,
    async login(login, password = TEST_PASSWORD) {
      // staff have no password: they would come through single sign-on, tested on its own
      // (server/staff-sign-in); here they get a session directly, as that sign-in ends
      const staff = await app.db.selectFrom('users').select('id').where('login', '=', login).where('password_hash', 'is', null).executeTakeFirst();
      if (staff) return `sid=${(await app.sessions.create(staff.id)).id}`;
      const res = await fetch(`${url}/smb/cnc/api/v2/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login, password }),
      });
      if (res.status !== 200) throw new Error(`login ${login} answered ${res.status}: ${await res.text()}`);
      // the right password of a program that asks for an e-mailed code: that step is tested on its
      // own (server/sign-in-code); here the session is made directly, as the code step ends
      if (((await res.clone().json()) as { code_required?: boolean }).code_required) {
        const user = await app.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow();
        return `sid=${(await app.sessions.create(user.id)).id}`;
      }
      const cookie = res.headers.get('set-cookie') ?? '';
      return cookie.split(';')[0]!;
    },
    session(login) {
      let cookie = sessions.get(login);
      if (!cookie) sessions.set(login, (cookie = t.login(login)));
      return cookie;
    },
    request: (request) => sendRequest(url, request),
    async requestAs(login, request) {
      return sendRequest(url, { ...request, cookie: await t.session(login) });
    },
    async close() {
      await app.close();
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    },
  };
  return t;
}
