/**
 * Seeding across restarts (docs/server.md "Layout versions and the studio API"), on an embedded
 * database kept on disk so the same data outlives the server: an analyst's publish survives a
 * restart while the file it replaced is unchanged; a file changed in the repository wins.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { seedAccounts } from '../demo/seed';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import { ANALYST, PAGE_PATH, STUDIO, readPage, retitled, studioPrograms } from './testing';

const CONFIG = '/smb/cnc/api/v2/config?client=TESTPROG&page=personal-details&locale=en-CA';
const files = studioPrograms();
const dataDir = mkdtempSync(join(tmpdir(), 'studio-data-'));
const original = readPage(files.pageFile);
afterAll(() => {
  rmSync(files.dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** A server on the same data folder, as after a restart. */
const start = () => startTestApp({ dataDir, databaseUrl: undefined, programsDir: files.programsDir });
const title = async (t: TestApp): Promise<string> => (await t.request({ url: CONFIG })).body.content.title['en-CA'];
const audit = async (t: TestApp): Promise<string[]> =>
  (await t.requestAs(ANALYST.login, { url: `${STUDIO}/audit?client=TESTPROG` })).body.entries.map((e: { action: string }) => e.action);

it('a publish outlives restarts until its file changes in the repository', { timeout: 120_000 }, async () => {
  const first = await start();
  try {
    await seedAccounts(first.app.db, [ANALYST], TEST_PASSWORD);
    const base = (await first.requestAs(ANALYST.login, { url: `${STUDIO}/file?path=${PAGE_PATH}` })).body.published.id;
    const res = await first.requestAs(ANALYST.login, {
      method: 'POST',
      url: `${STUDIO}/publish`,
      body: { client: 'TESTPROG', changes: [{ path: PAGE_PATH, text: retitled(original, 'Published by Ana') }], base: { [PAGE_PATH]: base }, note: '' },
    });
    expect(res.status).toBe(200);
  } finally {
    await first.close();
  }

  const second = await start();
  try {
    expect(await title(second)).toBe('Published by Ana');
    // the unchanged files published nothing at this start
    expect(await audit(second)).toEqual(['publish', 'files']);
  } finally {
    await second.close();
  }

  writeFileSync(files.pageFile, retitled(original, 'Edited in git'));
  const third = await start();
  try {
    expect(await title(third)).toBe('Edited in git');
    expect(await audit(third)).toEqual(['files', 'publish', 'files']);
  } finally {
    await third.close();
  }
});
