/**
 * A publish behind a load balancer: every instance sharing the database serves it at once, and an
 * instance started later (a restart) serves it too while the files are unchanged. Two instances
 * need one database they both reach: only the PostgreSQL server run has that.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../demo/seed';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import { ANALYST, PAGE_PATH, RATING_PATH, STUDIO, readPage, retitled, studioPrograms } from './testing';

const CONFIG = '/smb/cnc/api/v2/config?client=TESTPROG&page=personal-details&locale=en-CA';

describe.skipIf(!process.env.DATABASE_URL)('the studio behind a load balancer (PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let files: ReturnType<typeof studioPrograms>;

  beforeAll(async () => {
    files = studioPrograms();
    a = await startTestApp({ programsDir: files.programsDir });
    await seedAccounts(a.app.db, [ANALYST], TEST_PASSWORD);
    b = await startTestApp({ programsDir: files.programsDir, dbSchema: a.app.appConfig.dbSchema });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    rmSync(files.dir, { recursive: true, force: true });
  });

  const title = async (t: TestApp): Promise<string> => (await t.request({ url: CONFIG })).body.content.title['en-CA'];

  it('a publish on one instance is served by the other without a reload request', async () => {
    const base = (await a.requestAs(ANALYST.login, { url: `${STUDIO}/file?path=${PAGE_PATH}` })).body.published.id;
    const res = await a.requestAs(ANALYST.login, {
      method: 'POST',
      url: `${STUDIO}/publish`,
      body: { client: 'TESTPROG', changes: [{ path: PAGE_PATH, text: retitled(readPage(files.pageFile), 'About you') }], base: { [PAGE_PATH]: base }, note: '' },
    });
    expect(res.status).toBe(200);
    expect(await title(a)).toBe('About you');
    await expect.poll(() => title(b), { timeout: 5000, interval: 50 }).toBe('About you');
  });

  it('a rating plan published on one instance prices the next quote on the other', async () => {
    const premium = async (t: TestApp): Promise<number> => {
      const quotes = await t.app.rateProposal({ id: 'p-1', client: 'TESTPROG', progress_states: [{ form_elements: { has_firm: 'y' } }] }, { locale: 'en-CA' });
      return (quotes[0]!.quote as { full_premium_amount: number }).full_premium_amount;
    };
    expect(await premium(b)).toBe(500);
    const file = (await a.requestAs(ANALYST.login, { url: `${STUDIO}/file?path=${RATING_PATH}` })).body.published;
    const plan = JSON.parse(file.text);
    plan.primary.limits[0].base_premium = 720;
    const res = await a.requestAs(ANALYST.login, {
      method: 'POST',
      url: `${STUDIO}/publish`,
      body: { client: 'TESTPROG', changes: [{ path: RATING_PATH, text: JSON.stringify(plan) }], base: { [RATING_PATH]: file.id }, note: '' },
    });
    expect(res.status).toBe(200);
    await expect.poll(() => premium(b), { timeout: 5000, interval: 50 }).toBe(720);
  });

  it('an instance started after the publish serves it: the unchanged files do not take it back', async () => {
    const c = await startTestApp({ programsDir: files.programsDir, dbSchema: a.app.appConfig.dbSchema });
    try {
      expect(await title(c)).toBe('About you');
    } finally {
      // its own close would drop the schema the others still use
      await c.app.close();
    }
  });
});
