import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { listenerName } from '../db/notifications';
import { seedFromFiles } from '../layout-versions/seed';
import { FIXTURE_PROGRAMS, startTestApp, type TestApp } from '../testing/test-app';

const CONFIG = '/smb/cnc/api/v2/config';
const PAGE = 'client=TESTPROG&page=personal-details&locale=en-CA';

/** Two instances need one database they both reach: only the PostgreSQL server run has that. */
describe.skipIf(!process.env.DATABASE_URL)('layout reload behind a load balancer (PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'reload-broadcast-'));
    cpSync(FIXTURE_PROGRAMS, join(dir, 'programs'), { recursive: true });
    a = await startTestApp({ programsDir: join(dir, 'programs') });
    // a second instance of the same deployment: same schema, same files
    b = await startTestApp({ programsDir: join(dir, 'programs'), dbSchema: a.app.appConfig.dbSchema });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const title = async (t: TestApp): Promise<string> => (await t.request({ url: `${CONFIG}?${PAGE}` })).body.content.title['en-CA'];

  const retitle = (en: string) => {
    const file = join(dir, 'programs', 'TESTPROG', 'pages', 'personal-details.json');
    const page = JSON.parse(readFileSync(file, 'utf8')) as { title: Record<string, string> };
    writeFileSync(file, JSON.stringify({ ...page, title: { 'en-CA': en, 'fr-CA': en } }));
  };

  it('a reload asked of one instance is done by the other too', async () => {
    expect(await title(b)).toBe('Personal details');
    retitle('About you');
    // until a reload, neither instance serves the edited file
    expect(await title(b)).toBe('Personal details');

    expect((await a.requestAs('csr@test', { method: 'POST', url: `${CONFIG}/reload` })).status).toBe(200);
    expect(await title(a)).toBe('About you');
    await expect.poll(() => title(b), { timeout: 5000, interval: 50 }).toBe('About you');
  });

  it('an instance that lost its listening connection reconnects and reloads, in case it missed one', async () => {
    retitle('Your details');
    // published in the database with no notice sent: the one the other instance would miss
    await seedFromFiles(a.app.db, join(dir, 'programs'), join(dir, 'config'));
    const cut = await sql<{ pid: number }>`
      select pg_terminate_backend(pid) as pid from pg_stat_activity where application_name = ${listenerName(a.app.appConfig.dbSchema)}`.execute(a.app.db);
    expect(cut.rows).toHaveLength(2);
    await expect.poll(() => title(b), { timeout: 5000, interval: 50 }).toBe('Your details');
    // and it hears the next reload again
    retitle('Who you are');
    expect((await a.requestAs('csr@test', { method: 'POST', url: `${CONFIG}/reload` })).status).toBe(200);
    await expect.poll(() => title(b), { timeout: 5000, interval: 50 }).toBe('Who you are');
  });
});
