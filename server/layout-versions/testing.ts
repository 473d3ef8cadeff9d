import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURE_PROGRAMS, startTestApp, TEST_PASSWORD, type TestApp, type TestReply } from '../testing/test-app';
import { seedAccounts } from '../demo/seed';
import type { DemoAccount } from '../demo/accounts';

export const STUDIO = '/smb/cnc/api/v2/studio';
export const PAGE_PATH = 'programs/TESTPROG/pages/personal-details.json';
export const FIXTURE_PATH = 'fixtures/TESTPROG/personal-details/valid.json';
export const RATING_PATH = 'programs/TESTPROG/rating.json';
export const ANALYST: DemoAccount = {
  login: 'analyst@test', kind: 'analyst', employee_number: 'E900010', first_name: 'Ana', last_name: 'Lyst', customer_number: null, client: null, locale: 'en-CA',
};

/** A rating plan for the test program that reads one answer of personal-details: `has_firm`. */
const PLAN = {
  client: 'TESTPROG',
  line_of_business_code: 'TEST',
  product_type_code: 'TEST',
  primary: { plan_name: 'Test', applies_to_code: 'TEST', limits: [{ amount: 1_000_000, base_premium: 500, when: { '==': [{ var: 'answers.has_firm' }, 'y'] } }] },
  taxes: { province: 'ON', by_province: {} },
};

/**
 * A copy of the test program with a rating plan and one fixture (programs/ and fixtures/ side by
 * side, as in schemas/), so a test may edit its files.
 */
export function studioPrograms(): { dir: string; programsDir: string; pageFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'studio-'));
  const programsDir = join(dir, 'programs');
  cpSync(FIXTURE_PROGRAMS, programsDir, { recursive: true });
  writeFileSync(join(programsDir, 'TESTPROG', 'rating.json'), JSON.stringify(PLAN));
  mkdirSync(join(dir, 'fixtures', 'TESTPROG', 'personal-details'), { recursive: true });
  writeFileSync(
    join(dir, 'fixtures', 'TESTPROG', 'personal-details', 'valid.json'),
    JSON.stringify({ data: { first_name: 'Ann', last_name: 'Able', email_address: 'ann@example.ca', has_firm: 'n' }, expect: 'valid' }),
  );
  return { dir, programsDir, pageFile: join(programsDir, 'TESTPROG', 'pages', 'personal-details.json') };
}

export interface StudioApp {
  t: TestApp;
  files: ReturnType<typeof studioPrograms>;
  /** one studio route called as the analyst */
  as(method: string, url: string, body?: unknown): Promise<TestReply>;
  /** closes the app and removes the program copy */
  close(): Promise<void>;
}

/** The app on a fresh copy of the test program (studioPrograms), with the analyst's account. */
export async function startStudioApp(): Promise<StudioApp> {
  const files = studioPrograms();
  const t = await startTestApp({ programsDir: files.programsDir });
  await seedAccounts(t.app.db, [ANALYST], TEST_PASSWORD);
  return {
    t,
    files,
    as: (method, url, body) => t.requestAs(ANALYST.login, { method, url: `${STUDIO}${url}`, body }),
    async close() {
      await t.close();
      rmSync(files.dir, { recursive: true, force: true });
    },
  };
}

export interface PageJson {
  title: Record<string, string>;
  form_container: { rows: { sections: { fields: { name: string; [k: string]: unknown }[] }[] }[] };
  [k: string]: unknown;
}

export const readPage = (file: string): PageJson => JSON.parse(readFileSync(file, 'utf8')) as PageJson;

/** The page's text with another English title. */
export function retitled(page: PageJson, en: string): string {
  return JSON.stringify({ ...page, title: { ...page.title, 'en-CA': en } }, null, 2);
}

/** The page's text without the question "Do you work for a firm?" (has_firm, which the test rating plan reads) and the field it shows. */
export function withoutFirm(page: PageJson): string {
  const copy = structuredClone(page);
  for (const row of copy.form_container.rows) for (const s of row.sections) s.fields = s.fields.filter((f) => f.name !== 'has_firm' && f.name !== 'firm_name');
  return JSON.stringify(copy, null, 2);
}
